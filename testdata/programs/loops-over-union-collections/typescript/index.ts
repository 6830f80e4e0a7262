import * as pulumi from "@pulumi/pulumi";

const config = new pulumi.Config();

// Fuzz seed 10410: a loop over a value that is one of several collection
// types (a tuple of one length or another, an object of these attributes or
// those), the element of a map chosen from maps of different shapes.
const flag = config.getBoolean("flag") ?? true;
const lists: {alpha?: string[], beta?: string[], k1?: number[]} = flag ? {
    beta: ["true"],
    alpha: ["with space", "dollar$", "b-2"],
    k1: [1, 2],
} : {};
const objects: {first?: {x: number}, second?: {y: string, z: boolean}} = flag ? {
    first: {
        x: 1,
    },
    second: {
        y: "s",
        z: false,
    },
} : {};
export const joined = Object.fromEntries(Object.entries(lists).map(([key, parts]) => [`k${key}`, parts!.map(pclString).join("-")]));
export const numbered = Object.fromEntries(Object.entries(lists).map(([key, parts]) => [key, parts!.map((s, i) => `${pclNumberText(i)}:${pclAsString(s)}`)]));
export const attributes = Object.entries(objects).sort(([a], [b]) => (a < b ? -1 : 1)).map(([name, obj]) => Object.entries(obj!).sort(([a], [b]) => (a < b ? -1 : 1)).map(([attr, v]) => `${name}.${attr}=${pclAsString(v)}`));
export const counts = Object.entries(objects).sort(([a], [b]) => (a < b ? -1 : 1)).map(([name, obj]) => Object.keys(obj!).length);
export const choices = [flag ? 1 : false, flag ? false : 2.5].map(v => `${v}`);

// pclAsString converts a value of any type to a string as PCL does: a
// number in plain digits, a bool as true or false; null stays null, and
// an output is converted when it resolves.
function pclAsString(value: any): string {
    if (typeof value?.apply === "function") {
        // An output of unknown type (a component's output).
        return value.apply(pclAsString);
    }
    if (value === null || value === undefined || typeof value === "string") {
        return value;
    }
    if (typeof value === "number") {
        return pclNumberText(value);
    }
    if (typeof value === "boolean") {
        return String(value);
    }
    throw new Error("a string is required, not " + JSON.stringify(value));
}

// pclNumberText prints a number as PCL does: in plain digits, never with an
// exponent, and a whole number in its exact digits (String rounds 2 ** 62 to
// 4611686018427388000).
function pclNumberText(value: number): string {
    if (Number.isInteger(value) && Math.abs(value) >= 2 ** 53) {
        return BigInt(value).toString();
    }
    const match = /^(-?)(\d)(?:\.(\d+))?e([+-]\d+)$/.exec(String(value));
    if (!match) {
        return String(value);
    }
    const digits = match[2] + (match[3] ?? "");
    const point = 1 + Number(match[4]);
    if (point <= 0) {
        return match[1] + "0." + "0".repeat(-point) + digits;
    }
    return match[1] + digits.padEnd(point, "0");
}

// pclString converts a list's element to a string as PCL's join does:
// numbers in plain digits, and null an error.
function pclString(value: unknown): string {
    if (value === null || value === undefined) {
        throw new Error("join: an element of the list is null");
    }
    return typeof value === "number" ? pclNumberText(value) : String(value);
}
