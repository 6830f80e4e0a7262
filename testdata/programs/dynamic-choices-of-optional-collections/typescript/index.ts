import * as pulumi from "@pulumi/pulumi";
import * as random from "@pulumi/random";

const config = new pulumi.Config();

// A conditional of values of any type (a map beside a string or an empty
// object) whose branch is an output of a collection of optional values (a
// choice of a resource's map output and a loop's map of an optional output,
// a list of optional outputs), which Go holds as a pulumi.Map or
// pulumi.Array, whose value is a map[string]interface{} or []interface{}:
// the branch is read as that, in a local, an output and a resource's input.

const first = config.getBoolean("first") ?? true;
const second = config.getBoolean("second") ?? true;
const names = config.getObject<string[]>("names") ?? ["a", "b"];
const pet = new random.RandomInteger("pet", {
    max: 3,
    min: 1,
    keepers: {
        a: "b",
    },
});
const mapsValue = first ? second ? pulumi.output<Record<string, string | undefined> | undefined>(pet.keepers) : pulumi.output<Record<string, string | undefined> | undefined>(pulumi.output(pclFromEntries(names.map(n => [n, pet.seed])))) : pulumi.output("none");
const listsValue = first ? second ? names.map(n => pet.seed) : [pet.id] : 3;
const uuid = new random.RandomUuid("uuid", {
    keepers: first ? second ? pet.keepers as pulumi.Output<Record<string, string>> : pclFromEntries(names.map(n => [`k${n}`, pet.seed])) as Record<string, pulumi.Output<string>> : {},
});
export const maps = mapsValue;
export const lists = listsValue;
export const keepers = uuid.keepers;

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
