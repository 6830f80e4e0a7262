import * as pulumi from "@pulumi/pulumi";
import * as aws from "@pulumi/aws";
import * as random from "@pulumi/random";

const config = new pulumi.Config();

// Outputs the SDK types as Output[T | None] (a resource's property that
// may be unset) given where an input takes an Output[T]: read through a
// local, made secret (of a plain optional value too), unsecret, chosen by a
// conditional, or of an instance of a ranged resource; and lists whose
// elements are such outputs or plain values that may be null.
const prefix = config.get("prefix");
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
const seed = seeded.seed;
const sameSeed = seed;
const secretSeed = pulumi.secret(seeded.seed);
const objectResource = new aws.s3.BucketObject("object", {
    bucket: seed as pulumi.Output<string>,
    key: sameSeed as pulumi.Output<string>,
    content: pulumi.secret(prefix) as pulumi.Output<string>,
});
const copy = new aws.s3.BucketObject("copy", {
    bucket: pulumi.unsecret(secretSeed) as pulumi.Output<string>,
    key: pclIndex(ranged, 0).seed as pulumi.Output<string>,
    content: pulumi.all([seeded.result, seed]).apply<string | undefined>(([result, seed2]) => result > 5 ? seed2 : "none") as pulumi.Output<string>,
});
const group = new aws.ec2.SecurityGroup("group", {
    name: secretSeed as pulumi.Output<string>,
    description: pclIndex(ranged, 1).seed as pulumi.Output<string>,
});

// Collections of such values, and of a plain value that may be null.
const seeds = [seeded.seed, pclIndex(ranged, 1).seed];
const shuffled = new random.RandomShuffle("shuffled", {
    inputs: seeds as pulumi.Output<string>[],
});
const secretShuffled = new random.RandomShuffle("secretShuffled", {
    inputs: pulumi.secret([seeded.seed]) as pulumi.Output<string[]>,
});
const prefixed = new random.RandomShuffle("prefixed", {
    inputs: [prefix!, "x"],
});

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
