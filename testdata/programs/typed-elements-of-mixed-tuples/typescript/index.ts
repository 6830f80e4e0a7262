import * as pulumi from "@pulumi/pulumi";
import * as random from "@pulumi/random";

// Tuples holding outputs whose elements are collections of different
// types, read at constant indices as the collection each element is: Go
// holds such a tuple as a pulumi.Array of the inputs of the elements'
// common type (a pulumi.Map for an object of ints), not of each element's
// own (fuzz seed 10829).
const pet = new random.RandomPet("pet");
const objects: [{Key: pulumi.Output<number>}, {Key: number, "a.b": number}] = [
    {
        Key: pet.length,
    },
    {
        Key: 3,
        "a.b": 3,
    },
];
const lists: [[pulumi.Output<string>, string], number[], string] = [[pet.id, "x"], [1, 2], "s"];
const maps: [{a: pulumi.Output<string>}, number] = [
    {
        a: pet.id,
    },
    5,
];
const nested: [pulumi.Output<number>[][], string[]] = [[[pet.length]], ["y"]];
const kept = new random.RandomId("kept", {
    byteLength: 4,
    keepers: maps[0],
});
const shuffled = new random.RandomShuffle("shuffled", {
    inputs: lists[0],
});
export const compared = [
    pulumi.output(objects[0]).apply(objects2 => pclBothNull(objects2, 4)),
    pulumi.output(objects[0]).apply(objects2 => pclEqual(objects2, {
        Key: 1,
    })),
    objects[1]["a.b"],
];
export const lengths = [Object.keys(objects[0]).length, lists[0].length, lists[1].length, nested[0][0].length];
export const values = [objects[0], lists[0], maps[0], nested[0]];

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
