import * as pulumi from "@pulumi/pulumi";
import * as aws from "@pulumi/aws";
import * as random from "@pulumi/random";

const config = new pulumi.Config();

// A conditional of object constructors of different keys inside a local (an
// object, a tuple, a loop's element) beside outputs, read where a map is taken:
// the local is declared with PCL's type, of which the choice is one object.
const c = config.getBoolean("c") ?? true;
const pet = new random.RandomPet("pet", {
    length: 2,
});
const tup: [pulumi.Output<string>, {"a.b"?: string}] = [
    pet.id,
    c ? {
        "a.b": "alpha",
    } : {},
];
const deep: {inner: {kilo: pulumi.Output<string>, papa: {"a.b"?: string}}} = {
    inner: {
        kilo: pet.id,
        papa: c ? {
            "a.b": "alpha",
        } : {},
    },
};
const looped: {kilo: pulumi.Output<string>, papa: {"a.b"?: string}}[] = [1, 2].map(i => ({
    kilo: pet.id,
    papa: c ? {
        "a.b": "alpha",
    } : {},
}));
const b = new aws.s3.Bucket("b", {
    tags: tup[1],
});
const b2 = new aws.s3.Bucket("b2", {
    tags: deep.inner.papa,
});
const b3 = new aws.s3.Bucket("b3", {
    tags: pclIndex(looped, 0).papa,
});
const plainLooped: {papa: {"a.b"?: string}}[] = [1, 2].map(i => ({
    papa: c ? {
        "a.b": "alpha",
    } : {},
}));
const mapLooped: Record<string, {kilo: pulumi.Output<string>, papa: {"a.b"?: string}}> = pclFromEntries(["x", "y"].map(i => [i, {
    kilo: pet.id,
    papa: c ? {
        "a.b": "alpha",
    } : {},
}]));
const b4 = new aws.s3.Bucket("b4", {
    tags: pclIndex(plainLooped, 0).papa,
});
const b5 = new aws.s3.Bucket("b5", {
    tags: pclIndex(mapLooped, "x").papa,
});
const sierra: {kilo: pulumi.Output<string>, papa: {"a.b"?: string}} = {
    kilo: pet.id,
    papa: c ? {
        "a.b": "alpha",
    } : true ? {} : {},
};
const b6 = new aws.s3.Bucket("b6", {
    tags: sierra.papa,
});
const mixedLooped = pclFromEntries(["x", "y"].map(i => [i, c ? {
    alpha: "lit",
    golf: "g",
} : {
    alpha: pet.id,
    golf: pet.id,
}]));
const b7 = new aws.s3.Bucket("b7", {
    tags: pclIndex(mixedLooped, "x"),
});
export const read = [
    tup[1],
    deep.inner.papa,
    pclIndex(looped, 1).papa,
    pclIndex(plainLooped, 0).papa,
    pclIndex(mapLooped, "y").papa,
    sierra.papa,
];

// pclFromEntries makes an object of the entries of a for expression, and
// fails as PCL does where two of them have one key.
function pclFromEntries<T>(entries: readonly (readonly [unknown, T])[]): Record<string, T> {
    const result: Record<string, T> = {};
    for (const [key, value] of entries) {
        const name = String(key);
        if (Object.prototype.hasOwnProperty.call(result, name)) {
            throw new Error(`Duplicate object key: two elements produce the key ${JSON.stringify(name)}`);
        }
        result[name] = value;
    }
    return result;
}

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
