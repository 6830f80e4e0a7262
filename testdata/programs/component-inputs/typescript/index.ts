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
const left = new Pet("left", {length: 2, prefix: pclAsString(rightSuffix)});
const right = new Pet("right", {length: 2, prefix: left.suffix});
resolveRightSuffix(right.suffix);
export const leftName = left.name;

// Components ranged over an output: Go holds them in a pulumi.AnyOutput.
const words = new random.RandomShuffle("words", {
    inputs: ["x", "y"],
});
const perWord = pulumi.unsecret(words.results).apply(rangeValue => {
    const resources: Pet[] = [];
    for (const [index, value] of rangeValue.entries()) {
        resources.push(new Pet(`perWord-${index}`, {length: 1, prefix: value}));
    }
    return resources;
});
export const firstWordName = perWord.apply(perWord2 => pclIndex(perWord2, 0).name);

// pclAsString converts a value of any type to a string as PCL does: a
// number in plain digits, a bool as true or false; null stays null, and
// an output is converted when it resolves.
function pclAsString(value: any): string {
    if (typeof value?.apply === "function") {
        // An output of unknown type (a component's output).
        return value.apply(pclAsString);
    }
    if (value === null || value === undefined || typeof value === "string") {
        return value;
    }
    if (typeof value === "number") {
        return pclNumberText(value);
    }
    if (typeof value === "boolean") {
        return String(value);
    }
    throw new Error("a string is required, not " + JSON.stringify(value));
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

// pclNumberText prints a number as PCL does: in plain digits, never with an
// exponent, and a whole number in its exact digits (String rounds 2 ** 62 to
// 4611686018427388000).
function pclNumberText(value: number): string {
    if (Number.isInteger(value) && Math.abs(value) >= 2 ** 53) {
        return BigInt(value).toString();
    }
    const match = /^(-?)(\d)(?:\.(\d+))?e([+-]\d+)$/.exec(String(value));
    if (!match) {
        return String(value);
    }
    const digits = match[2] + (match[3] ?? "");
    const point = 1 + Number(match[4]);
    if (point <= 0) {
        return match[1] + "0." + "0".repeat(-point) + digits;
    }
    return match[1] + digits.padEnd(point, "0");
}
