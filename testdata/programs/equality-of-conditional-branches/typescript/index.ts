import * as pulumi from "@pulumi/pulumi";
import * as random from "@pulumi/random";

const config = new pulumi.Config();

// A conditional compared with == is the value of its chosen branch, of that
// branch's type: objects of different keys stay as they are (the empty
// object equals {}), where tuples of different lengths convert to a list
// (which a tuple never equals).
const pick = config.getBoolean("pick") ?? true;
export const a = pulumi.secret<Record<string, any>>({}).apply(secret => !pclEqual(secret, pick ? {} : {
    papa: "x",
}));
export const b = !pclEqual({}, pick ? {} : {
    papa: "x",
});
export const c = pulumi.secret<Record<string, any>>({}).apply(secret => !pclEqual(secret, {}));
export const d = pclEqual(!pick ? {} : {
    papa: "x",
}, {
    papa: "x",
});
export const e = pclBothNull([], pick ? [] : [1]);
export const f = pclEqual({}, pick ? {} : {
    papa: 1,
    q: "x",
});
export const g = pclBothNull([1], pick ? ["1"] : ["a", "b"]);
const pet = new random.RandomPet("pet", {
    prefix: `${pclEqual({}, pick ? {} : {
        papa: pick,
})}`,
});

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
