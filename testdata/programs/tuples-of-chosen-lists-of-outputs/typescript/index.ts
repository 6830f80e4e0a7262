import * as pulumi from "@pulumi/pulumi";
import * as random from "@pulumi/random";

const config = new pulumi.Config();

// A tuple whose element is a conditional of lists of outputs and of plain
// values and outputs: PCL unifies the branches as a list of outputs.
const pick = config.getBoolean("pick") ?? false;
const pet = new random.RandomPet("pet", {
    length: 2,
});
const chosen: [string[], pulumi.Output<string>[], number] = [["x", "y"], pick ? [pet.id, pet.id] : [pulumi.output("plain"), pet.id, pet.id], 3];
const objectsValue: [{name: string, on: pulumi.Output<boolean>}, {name: pulumi.Output<string>, on: boolean}] = [
    {
        name: "a",
        on: pet.length.apply(length => length > 1),
    },
    pick ? pick ? {
        name: pulumi.output("b"),
        on: false,
    } : {
        name: pulumi.output("c"),
        on: true,
    } : {
        name: pet.id,
        on: true,
    },
];
export const first = pclIndex(chosen[1], 0);
export const count = chosen[1].length;
export const all = chosen;
export const objects = [objectsValue[1].name, objectsValue];

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
