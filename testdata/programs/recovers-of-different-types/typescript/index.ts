import * as pulumi from "@pulumi/pulumi";

// recover whose value and fallback are of different types (a number and
// an int, objects of other keys), computed on directly and through a local:
// its value is of their unified type.
const directValue = pulumi.recover(pulumi.secret(0.1), err => {
    const error = err instanceof Error ? err.message : String(err);
    return 3;
}).apply(recover => recover * 2);
const heldValue = pulumi.recover(pulumi.secret(0.5), err => {
    const error = err instanceof Error ? err.message : String(err);
    return 7;
});
const objects = pulumi.recover(pulumi.output<{a?: number, b?: string}>(pulumi.secret({
    a: 1,
})), err => {
    const error = err instanceof Error ? err.message : String(err);
    return {
        b: "x",
    };
});
export const direct = directValue;
export const held = heldValue.apply(held2 => held2 + 1);
export const keys = objects.apply(objects2 => Object.entries(objects2).sort(([a], [b]) => (a < b ? -1 : 1)).map(([k, v]) => k));
const comparedValue = pulumi.recover(pulumi.secret(0.1), err => {
    const error = err instanceof Error ? err.message : String(err);
    return 3;
}).apply(recover => !pclEqual({
    zulu: recover,
}, {
    zulu: 0.25,
}));
export const compared = comparedValue;

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
