import * as pulumi from "@pulumi/pulumi";
import * as random from "@pulumi/random";

const config = new pulumi.Config();

// Loops over a tuple or object holding an output and a value of any type (a
// try's): each element may be the output, so the loop's variable is an
// output of any type and a filter or value reading it waits for it.
const settings = config.getObject<any>("settings") ?? {
    enabled: true,
    name: "web",
};
const password = new random.RandomPassword("password", {
    length: 12,
});
const flags: [pulumi.Output<boolean>, any] = [
    password.lower.apply(lower => lower !== true),
    (() => {
        try {
            const value = pclGet(settings, "enabled");
            if (value !== undefined) {
                return value;
            }
        } catch {}
        return false;
    })(),
];
const names = {
    generated: password.result,
    configured: (() => {
        try {
            const value = pclGet(settings, "name");
            if (value !== undefined) {
                return value;
            }
        } catch {}
        return "none";
    })(),
};
export const kept = pulumi.all([flags, flags.map(flag => pulumi.output<any>(flag))]).apply(([flags2, values]) => flags2.flatMap((flag, key) => pclIndex(values, key) ? ["on" as string] : []));
export const lengths = Object.fromEntries(Object.entries(names).map(([key, name]) => [key, pulumi.output<any>(name).apply(name2 => pclLength(name2))]));
const pet = new random.RandomPet("pet", {
    keepers: Object.fromEntries(Object.entries(names).filter(([key, name]) => key !== "generated").map(([key, name]) => [key, pulumi.interpolate`${pulumi.output<any>(name)}!`])),
});

// pclGet reads an attribute or element of a value of any type, and fails
// as PCL does where it has none (a string has no elements in PCL).
function pclGet(value: unknown, key: number | string): any {
    return pclIndex(value as Readonly<Record<string, unknown>>, key);
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

// pclLength returns the length of a value of any type, as PCL's length: the
// characters of a string, the elements of a list, the entries of a map.
function pclLength(value: unknown): number {
    if (typeof value === "string") {
        return [...new Intl.Segmenter().segment(value)].length;
    }
    if (Array.isArray(value)) {
        return value.length;
    }
    if (value !== null && typeof value === "object") {
        return Object.keys(value).length;
    }
    throw new Error("length takes a string, a list or a map, not " + String(value));
}

// pclNumber converts a string to a number as PCL does: the whole string must
// be a decimal number.
function pclNumber(text: string): number {
    if (!/^[+-]?(\d+\.?\d*|\.\d+)([eE][+-]?\d+)?$/.test(text)) {
        throw new Error(`a number is required, not ${JSON.stringify(text)}`);
    }
    return Number(text);
}
