import * as pulumi from "@pulumi/pulumi";

const config = new pulumi.Config();

// A bool equals no number, where the values' types do not say which they
// are (a dynamic value, a union, a collection of either): Python's == finds
// True equal to 1 and False to 0.
const anything = config.getObject<any>("anything") ?? true;
const zero = config.getNumber("zero") ?? 0;
export const tryAndNumber = pclEqual((() => {
    try {
        return (() => {
            throw new Error("not here");
        })();
    } catch {}
    return false;
})(), 2147483648 % 1);
export const dynamicAndOne = pclEqual(anything, 1);
export const dynamicNotOne = !pclEqual(anything, 1);
export const unionAndZero = pclBothNull(zero === 0 ? "false" : "no", zero);
export const listsOfEither = pclEqual([
    (() => {
        try {
            return (() => {
                throw new Error("x");
            })();
        } catch {}
        return true;
    })(),
    2,
], [1, 2]);
export const mapsOfEither = !pclEqual({
    k: anything,
}, {
    k: 1,
});
export const boolsStillEqual = pclEqual((() => {
    try {
        return (() => {
            throw new Error("y");
        })();
    } catch {}
    return true;
})(), anything);
export const numbersStillEqual = pclEqual((() => {
    try {
        return (() => {
            throw new Error("z");
        })();
    } catch {}
    return 0;
})(), zero);

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
