import * as pulumi from "@pulumi/pulumi";
import * as random from "@pulumi/random";

const config = new pulumi.Config();

// Values that mix null with each primitive type, objects and lists: the
// branches of conditionals, try and lookup with a null fallback,
// singleOrNone, and for expressions whose values may be null, in locals,
// resource inputs and outputs, on both sides of each choice.
const on = config.getBoolean("on") ?? true;
const off = config.getBoolean("off") ?? false;
const names = config.getObject<Record<string, string>>("names") ?? {
    a: "alpha",
};
const numbers = pclWhole("numbers", config.getObject<Record<string, number>>("numbers"), ["map", "int"]) ?? {
    a: 1,
};
const intOrNullValue = (on ? 3 : undefined) as number | undefined;
const nullOrIntValue = (on ? undefined : 3) as number | undefined;
const strOrNullValue = (on ? "s" : undefined) as string | undefined;
const nullOrStrValue = (off ? "s" : undefined) as string | undefined;
const numOrNullValue = (on ? 1.5 : undefined) as number | undefined;
const nullOrNumValue = (off ? undefined : 2.5) as number | undefined;
const boolOrNullValue = (on ? false : undefined) as boolean | undefined;
const nullOrBoolValue = (on ? undefined : true) as boolean | undefined;
const objOrNullValue: {a: number} | undefined = on ? {
    a: 1,
} : undefined;
const listOrNullValue: number[] | undefined = off ? [1, 2] : undefined;
const tryStrValue = (() => {
    try {
        const value = pclIndex(names, "b");
        if (value !== undefined) {
            return value;
        }
    } catch {}
    return undefined;
})();
const tryInt = (() => {
    try {
        const value = pclIndex(numbers, "a");
        if (value !== undefined) {
            return value;
        }
    } catch {}
    return undefined;
})();
const lookupNumValue = ({
    x: 0.5,
} as Record<string, number>)["y"] ?? undefined;
const onlyIntValue = (() => {
    const list = [4];
    if (list.length > 1) {
        throw new Error("singleOrNone: the list has more than one element");
    }
    return list[0];
})();
const noIntValue = undefined;
const maybeIntsValue = [1, 2, 3].map(i => i === 2 ? undefined : i);
const maybeStrsValue = Object.fromEntries(Object.entries({
    a: "x",
    b: "y",
}).map(([k, v]) => [k, v === "x" ? undefined : v]));
const doubledValue: number = intOrNullValue != null ? pclOperand(intOrNullValue) * 2 : 0;
const pet = new random.RandomPet("pet", {
    length: on ? 3 : undefined,
    prefix: off ? "p" : undefined,
    separator: (() => {
        try {
            const value = pclIndex(names, "sep");
            if (value !== undefined) {
                return value;
            }
        } catch {}
        return undefined;
    })(),
});
const password = new random.RandomPassword("password", {
    length: 8,
    special: on ? false : undefined,
    upper: nullOrBoolValue,
    minLower: intOrNullValue,
    minNumeric: nullOrIntValue,
    overrideSpecial: strOrNullValue,
    keepers: on ? {
        a: "b",
    } : undefined,
});
const unkept = new random.RandomPassword("unkept", {
    length: 4,
    keepers: off ? {
        a: "b",
    } : undefined,
});
const extra = new random.RandomPet("extra", {
    length: tryInt,
    prefix: noIntValue == null ? pet.id : undefined,
});
export const intOrNull = intOrNullValue;
export const nullOrInt = nullOrIntValue;
export const strOrNull = strOrNullValue;
export const nullOrStr = nullOrStrValue;
export const numOrNull = numOrNullValue;
export const nullOrNum = nullOrNumValue;
export const boolOrNull = boolOrNullValue;
export const nullOrBool = nullOrBoolValue;
export const objOrNull = objOrNullValue;
export const listOrNull = listOrNullValue;
export const tryStr = tryStrValue;
export const lookupNum = lookupNumValue;
export const onlyInt = onlyIntValue;
export const noInt = noIntValue;
export const maybeInts = maybeIntsValue;
export const maybeStrs = Object.entries(maybeStrsValue).sort(([a], [b]) => (a < b ? -1 : 1)).map(([k, v]) => v);
export const doubled = doubledValue;
export const inline = [
    off ? 1 : undefined,
    on ? "t" : undefined,
    on ? 0.25 : undefined,
    off ? true : undefined,
];
export const eventualOrNull = on ? pet.id : pulumi.output(undefined);
export const nullOrEventual = on ? pulumi.output(undefined) : password.result;

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

// pclOperand gives an operand of arithmetic, an order or a logical
// operation, which PCL refuses to be null.
function pclOperand<T>(value: T | null | undefined): T {
    if (value === null || value === undefined) {
        throw new Error("Invalid operand: the value is null");
    }
    return value;
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
