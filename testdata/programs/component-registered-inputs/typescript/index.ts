import * as pulumi from "@pulumi/pulumi";
import * as random from "@pulumi/random";
import { Box } from "./box";
import { Outer } from "./outer";

const config = new pulumi.Config();

// A local component registers the inputs that wait for no component's
// output, as the values its instances pass (converted to the inputs' types):
// constants, config, resource outputs, secrets, through locals and ranges.
// An input some instance sets from a component's output is left out of the
// registration (of every instance of that component): the SDK would wait for
// it before registering, and with it every child of the component.
const token = config.getSecret("token") ?? pulumi.secret("s3cret");
const seed = new random.RandomInteger("seed", {
    min: 1,
    max: 3,
});
const words = ["x", "y"];
const converted = new Box("converted", {
    flag: true,
    ratio: 2.5,
    size: 7,
    label: "false",
    numbers: [10, 11],
    flags: {
        left: true,
        right: false,
    },
    owner: {
        name: "ann",
        age: 41,
    },
    feedback: "constant",
});
const fromResource = new Box("fromResource", {
    flag: true,
    ratio: seed.result.apply(result => result / 2),
    size: seed.result,
    label: token,
    numbers: [3, 4],
    owner: {
        name: "bob",
        age: 5,
    },
    feedback: "constant",
});

// feedback reads a component's output: no box registers it.
const fromComponent = new Box("fromComponent", {flag: false, ratio: 1, size: 1, label: "plain", feedback: converted.summary});
const perWord: Box[] = [];
for (const [index, value] of words.entries()) {
    perWord.push(new Box(`perWord-${index}`, {flag: true, ratio: index, size: 2, label: value, feedback: "constant"}));
}

// The outer component passes its inputs on: one that waits for no component
// is registered by the inner one too; one read from a component's output is
// registered by neither.
const outer = new Outer("outer", {plain: seed.result, waiting: fromResource.summary});
export const summaries = [
    converted.summary,
    fromResource.summary,
    fromComponent.summary,
    pclIndex(perWord, 1).summary,
];
export const outerResult = outer.result;

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
