import * as pulumi from "@pulumi/pulumi";
import * as random from "@pulumi/random";
import { Pet } from "./pet";

// Instances pass the component outputs and plain values alike: inputs that
// receive an output are pulumi inputs in the component's args.
const seed = new random.RandomInteger("seed", {
    min: 2,
    max: 5,
});
const fromOutput = new Pet("fromOutput", {length: seed.result, prefix: "out"});
const fromPlain = new Pet("fromPlain", {length: 3, prefix: "plain"});
export const outputName = fromOutput.name;
export const plainName = fromPlain.name;

// Two instances that take each other's outputs: the one created first reads
// the other's through a deferred output.
const [rightSuffix, resolveRightSuffix] = pulumi.deferredOutput<string>();
const left = new Pet("left", {length: 2, prefix: rightSuffix});
const right = new Pet("right", {length: 2, prefix: left.suffix});
resolveRightSuffix(right.suffix);
export const leftName = left.name;

// Components ranged over an output: Go holds them in a pulumi.AnyOutput.
const words = new random.RandomShuffle("words", {
    inputs: ["x", "y"],
});
const perWord = words.results.apply(rangeValue => {
    const resources: Pet[] = [];
    for (const [index, value] of rangeValue.entries()) {
        resources.push(new Pet(`perWord-${index}`, {length: 1, prefix: value}));
    }
    return resources;
});
export const firstWordName = perWord.apply(perWord2 => pclIndex(perWord2, 0).name);

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
    if (map === null || map === undefined || !Object.prototype.hasOwnProperty.call(map, key)) {
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
