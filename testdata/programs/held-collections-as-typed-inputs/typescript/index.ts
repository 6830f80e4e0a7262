import * as pulumi from "@pulumi/pulumi";
import * as aws from "@pulumi/aws";
import * as random from "@pulumi/random";

// Locals holding outputs that may be null (a property a resource may leave
// unset), given whole where a collection of values is taken: Go holds
// them as input collections of the optional values' inputs (a
// pulumi.Array, a pulumi.Map), which are no inputs of the destination's
// type (pulumi.StringArrayInput), so each element is given as the
// destination's. Also what reads them afterwards.
const seeded = new random.RandomInteger("seeded", {
    min: 1,
    max: 10,
    seed: "s",
});
const ranged: random.RandomInteger[] = [];
for (let index = 0; index < 2; index++) {
    ranged.push(new random.RandomInteger(`ranged-${index}`, {
        min: 1,
        max: 10,
        seed: "r",
    }));
}
const seeds = [seeded.seed, pclIndex(ranged, 1).seed];
const splatted = ranged.map(item => item.seed);
const tags = {
    seed: seeded.seed,
    fixed: "x",
};
const named = {
    seed: seeded.seed,
};
const fromTuple = new random.RandomShuffle("fromTuple", {
    inputs: seeds as pulumi.Output<string>[],
});
const fromSplat = new random.RandomShuffle("fromSplat", {
    inputs: splatted as pulumi.Output<string>[],
});
const fromMap = new aws.s3.Bucket("fromMap", {
    tags: tags as {fixed: string, seed?: pulumi.Output<string>},
});
const fromElements = new random.RandomShuffle("fromElements", {
    inputs: [named.seed as pulumi.Output<string>, seeds[0] as pulumi.Output<string>],
});
export const firstSeed = seeds[0];
export const seedTag = tags.seed;

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
