import * as pulumi from "@pulumi/pulumi";
import * as random from "@pulumi/random";
import { Compa } from "./compa";

// Resources and components as the values of for expressions over outputs:
// lists and maps of them, read for their outputs.
const shuffle = new random.RandomShuffle("shuffle", {
    inputs: ["a", "b"],
});
const pet = new random.RandomPet("pet", {
    length: 2,
});
const holder = new Compa("holder", {name: "x"});
const petsValue = shuffle.results.apply(results => results.map(s => pet));
const petsByName = shuffle.results.apply(results => pclFromEntries(results.map(s => [s, pet])));
const holders = shuffle.results.apply(results => results.filter(s => s !== "c").map(s => holder));
const holdersByName = shuffle.results.apply(results => pclFromEntries(results.map(s => [s, holder])));
export const count = petsValue.apply(pets2 => pets2.length);
export const ids = petsValue.apply(pets2 => pulumi.output(pets2.map(item => item.id)));
export const lengths = petsByName.apply(petsByName2 => pulumi.output(Object.fromEntries(Object.entries(petsByName2).map(([k, p]) => [k, p.length]))));
export const named = holders.apply(holders2 => pulumi.output(holders2.map(h => h.named)));
export const pets = petsValue;
export const namedWithId = holders.apply(holders2 => pulumi.output(holders2.map(h => pulumi.interpolate`${h.named}-${shuffle.id}`)));
export const namedByName = holdersByName.apply(holdersByName2 => pulumi.output(Object.fromEntries(Object.entries(holdersByName2).map(([k, h]) => [k, h.named]))));

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
