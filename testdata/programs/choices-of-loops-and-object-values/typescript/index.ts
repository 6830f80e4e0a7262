import * as pulumi from "@pulumi/pulumi";
import { Lib } from "./lib";

const config = new pulumi.Config();

// Conditionals whose branches are collections of different types, neither
// a constructor: a loop's map and a local's object, a loop's list and a
// local's tuple. PCL's type of the choice is their unification (a map, a
// list), which TypeScript does not infer from the union of the branches'
// types when the value is made secret and kept where that type is
// declared: a component's output, a local, a resource's input.
const pick = config.getBoolean("pick") ?? false;
const names = config.getObject<string[]>("names") ?? ["a", "b"];
const fixed = {
    "a.b": "x",
    alpha: "y",
};
const chosenValue = pulumi.secret<Record<string, string>>(pick ? pclFromEntries(names.map(n => [n, `v${n}`])) : fixed);
const lib = new Lib("lib", {pick: pick});
const keptResource = new pulumi.Stash("kept", {
    input: pulumi.secret<string[]>(pick ? names.map(n => `${n}!`) : ["p", "2"]),
});
export const chosen = chosenValue;
export const fromLib = lib.alpha;
export const listedFromLib = lib.listed;
export const kept = keptResource.output;

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
