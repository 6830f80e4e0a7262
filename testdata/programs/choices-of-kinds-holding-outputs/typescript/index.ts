import * as pulumi from "@pulumi/pulumi";
import * as random from "@pulumi/random";

const config = new pulumi.Config();

// A conditional whose branches are of different kinds (a list or map or
// object holding outputs, and a number, a string, a bool or another kind of
// collection) is of the union of their types, of which Go has no one input
// type: each branch is the input of its own type, in a local, a resource's
// input of any type, a list, and an object of an output; nested in another
// conditional too.

const first = config.getBoolean("first") ?? true;
const names = config.getObject<string[]>("names") ?? ["a", "b"];
const pet = new random.RandomInteger("pet", {
    max: 3,
    min: 1,
});
const objectOrBoolValue = first ? {
    a: pet.result,
} : false;
const listOrNumberValue = first ? [pet.id] : 3;
const loopOrStringValue = first ? names.map(n => pet.result) : "x";
const mapOrListValue = first ? pclFromEntries(names.map(n => [n, pet.result])) : [1];
export const objectOrBool = objectOrBoolValue;
export const listOrNumber = listOrNumberValue;
export const loopOrString = loopOrStringValue;
export const mapOrList = mapOrListValue;
const stash = new pulumi.Stash("stash", {
    input: {
        direct: first ? names.map(n => pet.id) : 0,
        held: objectOrBoolValue,
        listed: [listOrNumberValue, 1],
    },
});
export const stashed = stash.output;
export const nested = {
    x: mapOrListValue,
    y: first ? {
        k: pet.result,
    } : "none",
};
const nestedChoiceValue = first ? names.length > 1 ? pclFromEntries(names.map(n => [n, pet.result])) : {} : false;
export const nestedChoice = nestedChoiceValue;

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
