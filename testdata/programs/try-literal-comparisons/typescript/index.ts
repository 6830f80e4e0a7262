// try of literals compared with another literal: TypeScript types the try
// as the union of its literal arguments (4 | 9) and rejects comparing it
// with a literal outside that union as unintentional, where PCL compares
// the values.
const isThirteenValue = 13 === ((): number => {
    try {
        return 4;
    } catch {}
    return 9;
})();
const isFourValue = !pclEqual((() => {
    try {
        return (() => {
            throw new Error("not here");
        })();
    } catch {}
    return 4;
})(), 4);
export const isThirteen = isThirteenValue;
export const isFour = isFourValue;
export const word = "a" === ((): string => {
    try {
        return "b";
    } catch {}
    return "c";
})() ? "same" : "different";

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
