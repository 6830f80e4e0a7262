import * as pulumi from "@pulumi/pulumi";
import * as random from "@pulumi/random";

const config = new pulumi.Config();

// A choice between objects of different keys is the branch as written: a
// read of a key the chosen branch lacks fails, wherever the choice is held
// (a tuple's element, an object's attribute, a loop's variable, a secret,
// an apply's parameter, a splat's element, element's result). Here the branches with the keys are chosen, and
// every read succeeds; with flag = true each would fail, as PCL does.
const flag = config.getBoolean("flag") ?? false;
const pet = new random.RandomPet("pet");
const choice: {a: number, d?: number} = flag ? {
    a: 1,
} : {
    a: 1,
    d: 2,
};
const eventual: {a: pulumi.Output<string>, d?: pulumi.Output<string>} = flag ? {
    a: pet.id,
} : {
    a: pulumi.output("x"),
    d: pet.id,
};
const pair: [number, {a: number, d?: number}] = [1, choice];
const nested = {
    inner: choice,
    outer: [eventual],
};
const eventuals: [number, {a: pulumi.Output<string>, d?: pulumi.Output<string>}] = [0, eventual];
const chosen = [1, 2].map(i => choice);
export const tupleElement = pclAttr(pair[1], "d");
export const objectAttribute = pclAttr(nested.inner, "d");
export const nestedEventual = pclAttr(nested.outer[0], "d");
export const direct = pclAttr((flag ? {
    a: 1,
} : {
    a: 1,
    d: 2,
}), "d");
export const loopVariable = [choice, choice].map(o => pclAttr(o, "d"));
export const loopOverEventuals = [eventual].map(o => pulumi.output(o).apply(o2 => pclAttr(o2, "d")));
export const secretChoice = pulumi.secret(choice).apply(secret => pclAttr(secret, "d"));
export const eventualElement = pclAttr(eventuals[1], "d");
export const eventualSecret = pulumi.secret(eventual).apply(secret => pclAttr(secret, "d"));
export const constructed = pclAttr({
    x: choice,
}.x, "d");
export const splat = [choice, eventual].map(item => pulumi.output<{a: pulumi.Input<number>, d?: pulumi.Input<number | undefined>} | {a: pulumi.Input<string>, d?: pulumi.Input<string | undefined>}>(item).apply(item2 => pclAttr(item2, "d")));
export const indexedByValue = pclAttr(pclIndex(chosen, chosen.length - 1), "d");
export const elementOf = pulumi.output(eventuals[1]).apply(v => pclAttr(v, "d"));
export const loopOverLoop = chosen.map(o => pclAttr(o, "d"));
export const keyIndex = pclAttr(choice, "d");

// pclAttr reads an attribute an object may lack, and fails as PCL does
// where it lacks it (reading a missing property gives undefined).
function pclAttr<T extends object, K extends keyof T>(object: T, key: K): T[K] {
    if (!Object.prototype.hasOwnProperty.call(object, key)) {
        throw new Error(`Unsupported attribute: the object has no attribute ${JSON.stringify(String(key))}`);
    }
    return object[key];
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
