import * as pulumi from "@pulumi/pulumi";
import * as random from "@pulumi/random";

const config = new pulumi.Config();
const flag = config.getBoolean("flag") ?? true;
const anything = config.getObject<any>("anything") ?? 1;
const str = new random.RandomString("str", {
    length: 3,
    number: pclBothNull(Object.entries({} as Record<string, any>).sort(([a], [b]) => (a < b ? -1 : 1)).filter(([k, v]) => false).map(([k, v]) => 0.25 as number), false ? [] : []) && ((): boolean => {
        try {
            return (true ? -1 : 15) !== undefined;
        } catch {
            return false;
        }
    })(),
    special: flag && pclEqual([1], [true ? 1 : 2]) || pclEqual(anything, true),
    upper: !flag || pclEqual(anything, true) && flag,
});
export const chained = [
    pclBothNull(([] as any[]).map(x => 1 as number), []) && flag,
    flag && pclBothNull({}, {
        a: 1,
    }) || false,
    !pclEqual(anything, true) && !pclEqual(anything, "x"),
];

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
