import * as pulumi from "@pulumi/pulumi";
import * as random from "@pulumi/random";

const pet = new random.RandomPet("pet", {
    keepers: {
        a: "b",
    },
});
const teams = Object.fromEntries(Object.entries({
    a: "x",
}).map(([k, v]) => [k, {
    lead: pet.id,
    members: [1, 2].map(i => pet.id),
}]));
const nestedMaps = Object.fromEntries(Object.entries({
    a: "x",
}).map(([k, v]) => [k, Object.fromEntries(Object.entries({
    b: "y",
}).map(([k2, v2]) => [k2, pet.id]))]));
export const present = "a" in teams ? pclIndex(teams, "a").lead.apply(lead => ((): string => {
    try {
        return lead;
    } catch {}
    return "none";
})()) : pulumi.output("none");
export const missingTeam = "z" in teams ? pclIndex(teams, "z").lead.apply(lead => ((): string => {
    try {
        return lead;
    } catch {}
    return "none";
})()) : pulumi.output("none");
export const missingTeamOfThree = "z" in teams ? pulumi.all([pclIndex(teams, "z").lead, teams]).apply(([lead, teams2]) => ((): string => {
    try {
        return lead;
    } catch {}
    try {
        const value = pclIndex(teams2, "y").lead;
        if (value !== undefined) {
            return value;
        }
    } catch {}
    return "none";
})()) : "y" in teams ? pclIndex(teams, "y").lead.apply(lead => ((): string => {
    try {
        return lead;
    } catch {}
    return "none";
})()) : pulumi.output("none");
export const missingTeamMember = "z" in teams ? pulumi.output(pclIndex(teams, "z").members).apply(members => ((): string => {
    try {
        const value = pclIndex(members, 0);
        if (value !== undefined) {
            return value;
        }
    } catch {}
    return "none";
})()) : pulumi.output("none");
export const missingOuter = "z" in nestedMaps ? pulumi.output(pclIndex(nestedMaps, "z")).apply(z => ((): string => {
    try {
        const value = pclIndex(z, "b");
        if (value !== undefined) {
            return value;
        }
    } catch {}
    return "none";
})()) : pulumi.output("none");
export const presentInner = "a" in nestedMaps ? pulumi.output(pclIndex(nestedMaps, "a")).apply(a => ((): string => {
    try {
        const value = pclIndex(a, "b");
        if (value !== undefined) {
            return value;
        }
    } catch {}
    return "none";
})()) : pulumi.output("none");
export const canTeam = [
    "z" in teams ? pclIndex(teams, "z").lead.apply(lead => (() => {
        try {
            return lead !== undefined;
        } catch {
            return false;
        }
    })()) : pulumi.output(false),
    "a" in teams ? pclIndex(teams, "a").lead.apply(lead => (() => {
        try {
            return lead !== undefined;
        } catch {
            return false;
        }
    })()) : pulumi.output(false),
    "z" in nestedMaps ? pulumi.output(pclIndex(nestedMaps, "z")).apply(z => (() => {
        try {
            return pclIndex(z, "b") !== undefined;
        } catch {
            return false;
        }
    })()) : pulumi.output(false),
];
export const chosen = ("z" in teams ? pclIndex(teams, "z").lead.apply(lead => (() => {
    try {
        return lead !== undefined;
    } catch {
        return false;
    }
})()) : pulumi.output(false)).apply<string>(value => value ? "yes" : "no");

// pclIndex returns the element of a list at an index or of a map at a key,
// and fails as PCL does where there is none (or no list or map).
function pclIndex<T>(collection: readonly T[] | Readonly<Record<string, T>> | null | undefined, key: number | string): T {
    if (Array.isArray(collection)) {
        const list = collection as readonly T[];
        const index = typeof key === "number" ? key : pclNumber(key);
        if (!Number.isInteger(index) || index < 0 || index >= list.length) {
            throw new Error(`Invalid index: the list has ${list.length} elements, none at ${key}`);
        }
        return list[index];
    }
    const map = collection as Readonly<Record<string, T>> | null | undefined;
    if (typeof map !== "object" || map === null || !Object.prototype.hasOwnProperty.call(map, key)) {
        throw new Error(`Invalid index: the map has no element for the key ${JSON.stringify(String(key))}`);
    }
    return map[key];
}

// pclNumber converts a string to a number as PCL does: the whole string must
// be a decimal number.
function pclNumber(text: string): number {
    if (!/^[+-]?(\d+\.?\d*|\.\d+)([eE][+-]?\d+)?$/.test(text)) {
        throw new Error(`a number is required, not ${JSON.stringify(text)}`);
    }
    return Number(text);
}
