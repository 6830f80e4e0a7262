import * as pulumi from "@pulumi/pulumi";
import * as random from "@pulumi/random";

// A loop whose filter reads an output, with a loop inside it reading the
// outer loop's variable where that variable's elements hold outputs: the
// outer variable's outputs are gathered over the outer collection, not
// read where the inner loop's apply cannot see the variable.
const pet = new random.RandomPet("pet", {
    length: 2,
});
const ids: random.RandomId[] = [];
for (let index = 0; index < 2; index++) {
    ids.push(new random.RandomId(`ids-${index}`, {
        byteLength: 8,
    }));
}
const listedValue = pulumi.all([ids.map(item => item.id), pet.length]).apply(([values, length]) => values.map((value, key) => ({key, value})).filter(e => 1.5 <= length).map(e => [1, 2].map(o => e.key + o)));
const keyedValue = pulumi.all([
    pet.id,
    Object.fromEntries(Object.entries({
        a: pet.id,
        b: "plain",
    }).map(([k, v]) => [k, pulumi.output(v)])),
    pet.length,
]).apply(([id, values, length]) => Object.fromEntries(Object.entries({
    a: id,
    b: "plain",
}).filter(([k, v]) => length > 1).map(([k, v]) => [k, ["x"].map(o => `${pclIndex(values, k)}-${o}`)])));
const chosenValue = pulumi.all([
    ids.map(item => item.hex),
    ids.map(item => item.b64Url),
    ids.map(item => item.byteLength),
]).apply(([values, values2, values3]) => values.map((value, key) => ({key, value})).filter(e => 1.5 >= pclElement(values3, 0)).map(e => values2.filter(o => true).map(o => false ? e.key : 1.5)));
export const listed = listedValue;
export const keyed = keyedValue;
export const chosen = chosenValue;

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
