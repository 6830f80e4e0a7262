import * as pulumi from "@pulumi/pulumi";
import * as random from "@pulumi/random";

const config = new pulumi.Config();

// Elements read from conditionals whose branches are both collections of
// outputs (neither branch plain): by a constant index, by an attribute, by
// element, lookup and a computed index, with branches of the same and of
// different shapes, nested and parenthesized.
const on = config.getBoolean("on") ?? true;
const pet = new random.RandomPet("pet", {
    length: 2,
});
const shuffle = new random.RandomShuffle("shuffle", {
    inputs: ["a", "b"],
});
const same = (on ? [pulumi.secret(1)] : [pulumi.secret(2)])[0];
const differ = pclIndex((on ? [pet.length, pulumi.secret(3)] : [pulumi.secret(4)]), 0);
const nested = (on ? !on ? [pet.id] : [pulumi.secret("x")] : [pet.prefix])[0];
const attribute = (on ? {
    a: pet.id,
} : {
    a: pulumi.secret("y"),
}).a;
const elem = pulumi.all([pet.id, pulumi.secret("z")]).apply(([id, secret]) => pclElement(on ? [id, id] : [secret], 3));
const looked = pulumi.all([pet.id, pulumi.secret("w")]).apply(([id, secret]) => (on ? {
    k: id,
} : {
    k: secret,
})["k"] ?? "none");
const computed = pulumi.all([pulumi.secret(5), pet.length, pulumi.secret(6), shuffle.inputs]).apply(([secret, length, secret2, inputs]) => pclIndex((on ? [secret, length] : [secret2, length]), inputs.length - 1));
const counted = (on ? [pulumi.secret(7)] : [pet.length, pet.length]).length;
const chosen = new random.RandomPet("chosen", {
    length: (on ? [pet.length] : [pulumi.secret(2)])[0],
    prefix: on ? {
        p: pet.id,
    }.p : {
        p: "q",
    }.p,
});
export const reads = [same, differ, nested, attribute, elem, looked, computed, counted, chosen.prefix];

// pclElement returns the element of a list at an index, which wraps around
// past the end, as PCL's element does.
function pclElement<T>(list: readonly T[], index: number): T {
    if (list.length === 0) {
        throw new Error("element: the list is empty");
    }
    if (!Number.isInteger(index) || index < 0) {
        throw new Error(`element: the index ${index} is not a whole number at least 0`);
    }
    return list[index % list.length];
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
