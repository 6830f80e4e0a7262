import * as pulumi from "@pulumi/pulumi";
import * as random from "@pulumi/random";

const config = new pulumi.Config();

// A choice of objects of other attributes is of the unified object type,
// but its value is the branch chosen, of the branch's type: {} chosen is
// equal to {}. Walked through a local, a chain of locals, a secret, an
// output choice read in an apply, tuple and object constructors holding
// the choice, an element of a tuple and a loop over one.
const on = config.getBoolean("on") ?? true;
const pet = new random.RandomPet("pet");
const picked: {for?: number} = ((): boolean => {
    try {
        return !false;
    } catch {}
    return false;
})() ? {} : {
    for: 15,
};
const held: {for?: number} = on ? {} : {
    for: 15,
};
const again = held;
const withOutput: {for?: pulumi.Output<string>} = on ? {} : {
    for: pet.id,
};
const secretOne = pulumi.secret<{for?: number}>(on ? {} : {
    for: 15,
});
const notEmpty: {x?: string, y?: number} = on ? {
    x: "1",
} : {
    y: 2,
};
export const pickedIsEmpty = pclEqual(picked, {});
export const heldIsEmpty = pclEqual({}, held);
export const heldIsNotEmpty = !pclEqual(held, {});
export const againIsEmpty = pclEqual(again, {});
export const withOutputIsEmpty = pulumi.output(withOutput).apply(withOutput2 => pclEqual(withOutput2, {}));
export const secretIsEmpty = secretOne.apply(secretOne2 => pclEqual(secretOne2, {}));
export const notEmptyIsX = pclEqual(notEmpty, {
    x: "1",
});
export const notEmptyIsY = pclEqual(notEmpty, {
    y: 2,
});
export const inObject = pclEqual({
    k: held,
}, {
    k: {},
});
export const inTuple = pclEqual([held, 1], [{}, 1]);
export const element = pclEqual(([
    held,
    {
        z: 1,
    },
] as [{for?: number}, {z: number}])[0], {});
export const loop = [held, again].map(v => pclEqual(v, {}));

// A choice of scalars that convert to one type is of that type: 3 chosen
// beside a string is "3", unequal to 3. One of an int and an optional
// string output (a union) keeps the int chosen.
const text: string = on ? "3" : "x";
const mixed = on ? pulumi.output<string | number | undefined>(3) : pulumi.output<string | number | undefined>(pulumi.secret(on ? "t" : undefined));
export const textIsInt = pclBothNull(text, 3);
export const textIsString = text === "3";
export const mixedIsInt = mixed.apply(mixed2 => mixed2 === 3);

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
