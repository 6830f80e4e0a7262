import * as pulumi from "@pulumi/pulumi";
import * as random from "@pulumi/random";

const config = new pulumi.Config();

// Nested choices of objects whose properties are collections of outputs in
// one branch and of plain values in another (a splat of resources' outputs,
// a tuple of numbers; a map of outputs, an object of strings): the
// property's type is the union of the collections, held with the elements
// of each.
const pick = config.getBoolean("pick") ?? false;
const size = pclWhole("size", config.getNumber("size"), "int") ?? 16;
const passwords: random.RandomPassword[] = [];
for (let index = 0; index < 2; index++) {
    passwords.push(new random.RandomPassword(`passwords-${index}`, {
        length: 8,
    }));
}
const listsValue: {counts?: number[], empty?: never[], numbers?: (pulumi.Output<number> | number)[], specials?: pulumi.Output<number>[]} = pick ? size === 3 ? {
    empty: [],
} : {
    specials: passwords.map(item => item.minSpecial),
    numbers: passwords.map(item => item.minSpecial),
} : {
    numbers: [1.5, 0.1],
    counts: passwords.map(item => item.result).map(r => size),
};
const mapsValue: {named?: {first: pulumi.Output<string>, second: pulumi.Output<string>} | {first: string, second: string}, none?: Record<string, any>} = !pick ? size === 3 ? {
    none: {},
} : {
    named: {
        first: pclIndex(passwords, 0).result,
        second: pclIndex(passwords, 1).result,
    },
} : {
    named: {
        first: "a",
        second: "b",
    },
};
export const lists = listsValue;
export const maps = mapsValue;

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
