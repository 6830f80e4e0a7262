import * as pulumi from "@pulumi/pulumi";
import * as random from "@pulumi/random";

const config = new pulumi.Config();

// Outputs read from plain collections that hold them, inside try and can,
// by steps that may fail: an index out of range, a missing key, a null. The
// step is taken where the guard catches its failure.
const index = pclWhole("index", config.getNumber("index"), "int") ?? 9;
const team = config.get("team") ?? "zz";
const pet = new random.RandomPet("pet", {
    length: 1,
});
const pets: random.RandomPet[] = [];
for (let index2 = 0; index2 < 2; index2++) {
    pets.push(new random.RandomPet(`pets-${index2}`, {
        length: 1,
    }));
}
const named: Record<string, random.RandomPet> = {};
for (const [key, value] of Object.entries({
    a: 1,
})) {
    named[key] = new random.RandomPet(`named-${key}`, {
        length: value,
    });
}
const grid = Array.from({length: 2}, (_, i) => i).map(i => Array.from({length: 2}, (_, i) => i).map(j => pet.id));
const teams = pclFromEntries(["a"].map(name => [name, {
    members: Array.from({length: 2}, (_, i) => i).map(i => pet.id),
}]));
const byName = {
    a: Array.from({length: 2}, (_, i) => i).map(i => pet.id),
};
const plainTeams = pclFromEntries(["a"].map(name => [name, {
    members: ["x"],
}]));
const keyed = {
    a: pclFromEntries(["x"].map(k => [k, pet.id])),
};
export const rowMiss = grid.length > 7 ? pulumi.output(pclIndex(grid, 7)).apply(grid2 => ((): string => {
    try {
        const value = pclIndex(grid2, 0);
        if (value !== undefined) {
            return value;
        }
    } catch {}
    return "none";
})()) : pulumi.output("none");
export const columnMiss = grid.length > 1 ? pulumi.output(pclIndex(grid, 1)).apply(grid2 => ((): string => {
    try {
        const value = pclIndex(grid2, 5);
        if (value !== undefined) {
            return value;
        }
    } catch {}
    return "none";
})()) : pulumi.output("none");
export const hit = grid.length > 1 ? pulumi.output(pclIndex(grid, 1)).apply(grid2 => ((): string => {
    try {
        const value = pclIndex(grid2, 1);
        if (value !== undefined) {
            return value;
        }
    } catch {}
    return "none";
})()) : pulumi.output("none");
export const teamMiss = "b" in teams ? pulumi.output(pclIndex(teams, "b").members).apply(members => ((): string => {
    try {
        const value = pclIndex(members, 0);
        if (value !== undefined) {
            return value;
        }
    } catch {}
    return "none";
})()) : pulumi.output("none");
export const memberMiss = "a" in teams ? pulumi.output(pclIndex(teams, "a").members).apply(members => ((): string => {
    try {
        const value = pclIndex(members, 5);
        if (value !== undefined) {
            return value;
        }
    } catch {}
    return "none";
})()) : pulumi.output("none");
export const listInMapMiss = pulumi.output(byName.a).apply(a => ((): string => {
    try {
        const value = pclIndex(a, 3);
        if (value !== undefined) {
            return value;
        }
    } catch {}
    return "none";
})());
export const keyMiss = pulumi.output(keyed.a).apply(a => ((): string => {
    try {
        const value = pclIndex(a, "z");
        if (value !== undefined) {
            return value;
        }
    } catch {}
    return "none";
})());
export const interpolatedMiss = pulumi.output(byName.a).apply(a => ((): string => {
    try {
        const value = `member ${pclIndex(a, 3)}`;
        if (value !== undefined) {
            return value;
        }
    } catch {}
    return "none";
})());
export const lengthOfMiss = pulumi.output(byName.a).apply(a => ((): number => {
    try {
        const value = [...new Intl.Segmenter().segment(pclIndex(a, 9))].length;
        if (value !== undefined) {
            return value;
        }
    } catch {}
    return 0;
})());
export const canMiss = ("a" in teams ? pulumi.output(pclIndex(teams, "a").members).apply(members => (() => {
    try {
        return pclIndex(members, 5) !== undefined;
    } catch {
        return false;
    }
})()) : pulumi.output(false)).apply<string>(value => value ? "yes" : "no");
export const canHit = pulumi.output(keyed.a).apply(a => (() => {
    try {
        return pclIndex(a, "x") !== undefined;
    } catch {
        return false;
    }
})());
export const elementMiss = pulumi.output(byName.a).apply(a => ((): string => {
    try {
        return pclElement(a, 5);
    } catch {}
    return "none";
})());
export const lookupMiss = pulumi.output(teams).apply(teams2 => ((): string | undefined => {
    try {
        const value = (teams2[team] ?? undefined)!.members![0];
        if (value !== undefined) {
            return value;
        }
    } catch {}
    return "none";
})());
export const configIndexMiss = pulumi.output(byName.a).apply(a => ((): string => {
    try {
        const value = pclIndex(a, index);
        if (value !== undefined) {
            return value;
        }
    } catch {}
    return "none";
})());
export const configKeyMiss = pulumi.output(teams).apply(teams2 => ((): string => {
    try {
        const value = pclIndex(pclIndex(teams2, team).members, 0);
        if (value !== undefined) {
            return value;
        }
    } catch {}
    return "none";
})());
export const configIndexOfRowMiss = pulumi.output(grid).apply(grid2 => ((): string => {
    try {
        const value = pclIndex(pclIndex(grid2, 1), index);
        if (value !== undefined) {
            return value;
        }
    } catch {}
    return "none";
})());
export const canConfigIndex = pulumi.output(grid).apply(grid2 => (() => {
    try {
        return pclIndex(pclIndex(grid2, index), 0) !== undefined;
    } catch {
        return false;
    }
})());
export const petMiss = pets.length > 5 ? pclIndex(pets, 5).id.apply(id => ((): string => {
    try {
        return id;
    } catch {}
    return "none";
})()) : pulumi.output("none");
export const petHit = pets.length > 1 ? pclIndex(pets, 1).id.apply(id => ((): string => {
    try {
        return id;
    } catch {}
    return "none";
})()) : pulumi.output("none");
export const namedMiss = "z" in named ? pclIndex(named, "z").id.apply(id => ((): string => {
    try {
        return id;
    } catch {}
    return "none";
})()) : pulumi.output("none");
export const canPet = pets.length > 3 ? pclIndex(pets, 3).id.apply(id => (() => {
    try {
        return id !== undefined;
    } catch {
        return false;
    }
})()) : pulumi.output(false);
export const plainLookupMiss = ((): string | undefined => {
    try {
        const value = (plainTeams[team] ?? undefined)!.members![0];
        if (value !== undefined) {
            return value;
        }
    } catch {}
    return "none";
})();

// pclElement returns the element of a list at an index, which wraps around
// past the end, as PCL's element does.
function pclElement<T>(list: readonly T[], index: number): T {
    if (list.length === 0) {
        throw new Error("element: the list is empty");
    }
    if (!Number.isInteger(index) || index < 0) {
        throw new Error(`element: the index ${index} is not a whole number at least 0`);
    }
    return list[index % list.length];
}

// pclFromEntries makes an object of the entries of a for expression, and
// fails as PCL does where two of them have one key.
function pclFromEntries<T>(entries: readonly (readonly [unknown, T])[]): Record<string, T> {
    const result: Record<string, T> = {};
    for (const [key, value] of entries) {
        const name = String(key);
        if (Object.prototype.hasOwnProperty.call(result, name)) {
            throw new Error(`Duplicate object key: two elements produce the key ${JSON.stringify(name)}`);
        }
        result[name] = value;
    }
    return result;
}

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

// pclWhole checks that the config variable name's value of a type holding
// ints has whole numbers where the type has ints: shape is "int", ["list",
// shape], ["map", shape] or an object of the properties' shapes.
function pclWhole<T>(name: string, value: T, shape: unknown): T {
    const check = (v: unknown, s: unknown): void => {
        if (v === null || v === undefined) {
            return;
        }
        if (s === "int") {
            if (typeof v === "number" && !Number.isInteger(v)) {
                throw new Error(`Configuration variable '${name}' must be an integer, not ${v}`);
            }
        } else if (Array.isArray(s)) {
            const values = s[0] === "list" ? (Array.isArray(v) ? v : []) : Object.values(v as object);
            values.forEach(e => check(e, s[1]));
        } else if (typeof s === "object" && s !== null && typeof v === "object") {
            for (const [k, ps] of Object.entries(s)) {
                check((v as Record<string, unknown>)[k], ps);
            }
        }
    };
    check(value, shape);
    return value;
}
