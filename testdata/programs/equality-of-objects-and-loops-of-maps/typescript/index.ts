import * as pulumi from "@pulumi/pulumi";
import * as random from "@pulumi/random";

const config = new pulumi.Config();

// An object and the map a for expression builds are of different types:
// never equal, even when both are empty, nor when the map holds what the
// object does.
const flag = config.getBoolean("flag") ?? true;
const shuffle = new random.RandomShuffle("shuffle", {
    inputs: ["a", "b"],
});
const emptyOfEmptyValue = pclBothNull({}, Object.fromEntries(([] as any[]).map((v, k) => [`k${pclNumberText(k)}`, v])));
const chosenOfEmptyValue = !pclBothNull(flag ? {} : {}, Object.fromEntries(Object.entries({} as Record<string, any>).map(([k, v]) => [k, v])));
const sameContentsValue = pclBothNull({
    a: "x",
}, Object.fromEntries(Object.entries({
    a: "x",
}).map(([k, v]) => [k, v])));
const secretOfEmptyValue = pulumi.secret(pclBothNull({}, Object.fromEntries(([] as any[]).map((v, k) => [`k${pclNumberText(k)}`, v]))));
export const emptyOfEmpty = emptyOfEmptyValue;
export const chosenOfEmpty = chosenOfEmptyValue;
export const sameContents = sameContentsValue;
export const secretOfEmpty = secretOfEmptyValue;
export const overOutputs = shuffle.results.apply(results => pclBothNull({}, Object.fromEntries(results.flatMap<[string, string]>((v, k) => v === "none" ? [[`k${pclNumberText(k)}`, v]] : []))));
export const mapsOfMaps = pclEqual(Object.fromEntries(([] as any[]).map((v, k) => [`k${pclNumberText(k)}`, v])), Object.fromEntries(Object.entries({} as Record<string, any>).map(([k, v]) => [k, v])));

// pclBothNull reports whether a and b are both null, the only way values
// of different types (a number and a string, a list and a map) are equal
// in PCL, which compares values without converting them.
function pclBothNull(a: unknown, b: unknown): boolean {
    return (a === null || a === undefined) && (b === null || b === undefined);
}

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
