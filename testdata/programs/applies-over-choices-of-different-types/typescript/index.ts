import * as pulumi from "@pulumi/pulumi";

const config = new pulumi.Config();

// An apply over a conditional whose branches are outputs of different
// types: Python's type checker takes the choice as the union of the
// branches' outputs, whose apply takes no one callback.
const flag = config.getBoolean("flag") ?? false;
const objectsValue = (flag ? pulumi.output<{a: boolean, b: boolean, c?: undefined}>(pulumi.secret({
    a: false,
    b: false,
})) : pulumi.output<{a: boolean, b: boolean, c?: undefined}>({
    a: false,
    b: true,
    c: undefined,
})).apply(value => pclEqual(value, {
    a: true,
    b: false,
    c: 13,
}));
const listsValue = (flag ? pulumi.output<string[]>(pulumi.secret(["x", "y"])) : pulumi.output<string[]>(["1", "2", "3"])).apply(value => value.length);
const scalarsValue = pulumi.interpolate`${flag ? pulumi.secret(1).apply(secret => pclNumberText(secret)) : pulumi.output("one")}!`;
const mapOrObjectValue = (flag ? pulumi.output<{k: string, l?: number}>(pulumi.secret({
    k: "v",
})) : pulumi.output<{k: string, l?: number}>({
    k: "w",
    l: 2,
})).apply(value => pclEqual(value, {
    k: "w",
    l: 2,
}));
export const objects = objectsValue;
export const lists = listsValue;
export const scalars = scalarsValue;
export const mapOrObject = mapOrObjectValue;

// pclEqual compares two values as PCL does: lists and objects by their
// elements (a property whose value is null as one the object lacks), null
// equal to null only.
function pclEqual(a: unknown, b: unknown): boolean {
    if (a === undefined) {
        a = null;
    }
    if (b === undefined) {
        b = null;
    }
    if (a === null || b === null || typeof a !== "object" || typeof b !== "object") {
        return a === b;
    }
    if (Array.isArray(a) || Array.isArray(b)) {
        return Array.isArray(a) && Array.isArray(b) && a.length === b.length && a.every((e, i) => pclEqual(e, b[i]));
    }
    const x = a as Record<string, unknown>;
    const y = b as Record<string, unknown>;
    const keys = Object.keys(x).filter(k => x[k] != null);
    return keys.length === Object.keys(y).filter(k => y[k] != null).length && keys.every(k => k in y && pclEqual(x[k], y[k]));
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
