import * as pulumi from "@pulumi/pulumi";
import * as random from "@pulumi/random";

const config = new pulumi.Config();

// Objects and maps compared as data: an attribute or a key whose value is
// null is one the value lacks, as the languages hold a choice of objects of
// other keys and an SDK's object of unset properties.
const flag = config.getBoolean("flag") ?? false;
const pet = new random.RandomPet("pet", {
    length: 1,
});
export const chosenEmptyIsNull = pulumi.secret<{xray?: string}>(flag ? {
    xray: "a",
} : {}).apply(secret => !pclEqual(secret, {
    xray: undefined,
}));
export const chosenNullIsNull = pclEqual(flag ? {
    xray: "a",
} : {
    xray: undefined,
}, {
    xray: undefined,
});
export const emptyIsNull = pclEqual(!flag ? {} : {
    xray: "a",
}, {
    xray: undefined,
});
export const valueIsNotNull = pclEqual(!flag ? {
    xray: "a",
} : {}, {
    xray: undefined,
});
export const mapNullValue = pet.id.apply(id => pclBothNull({
    a: id,
    b: undefined,
}, {
    a: id,
}));
export const nestedNull = pclEqual([
    flag ? {
        k: 1,
    } : {},
], [
    {
        k: undefined,
    },
]);
export const outputOfChoice = pet.id.apply(id => pclBothNull(flag ? {
    name: id,
} : {
    name: undefined,
}, {}));

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
