import * as pulumi from "@pulumi/pulumi";
import * as random from "@pulumi/random";

// For expressions over an output whose values are outputs of their own
// (secret of the loop's variable), and whose filter or key reads outputs
// other than through the loop's variables.
const pet = new random.RandomPet("pet", {
    length: 2,
});
const names: random.RandomString[] = [];
for (let index = 0; index < 2; index++) {
    names.push(new random.RandomString(`names-${index}`, {
        length: 3,
    }));
}

// The collection is an output: the loop's source reads the pet.
const picked = pet.length.apply(length => ["a", "b", "c"].filter(x => length < 3));

// A filter reading an output, not the loop's variable.
const filteredValue = picked.apply(picked2 => pulumi.output(pulumi.all([picked2.map(v => pulumi.secret(v)), pet.length]).apply(([values, length]) => picked2.flatMap((v, key) => length === 2 ? [pclIndex(values, key)] : []))));

// A filter reading an element of a list of outputs, never true.
const noneValue = picked.apply(picked2 => pulumi.output(pulumi.all([picked2.map(v => pulumi.secret(v)), names.map(item => item.id)]).apply(([values, values2]) => Object.fromEntries(picked2.flatMap((v, k) => pclElement(values2, 1) === "none" ? [[`k${pclNumberText(k)}`, pclIndex(values, k)]] : [])))));

// A key reading an output.
const keyedValue = picked.apply(picked2 => pulumi.output(pulumi.all([pet.length, picked2.map(v => pulumi.secret(`${v}!`))]).apply(([length, values]) => pclFromEntries(picked2.map((v, k) => [`${pclNumberText(length)}-${pclNumberText(k)}`, pclIndex(values, k)])))));

// Grouped values, with a filter reading an output and the loop's value.
const groupedValue = picked.apply(picked2 => pulumi.output(pulumi.all([pet.length, picked2.map(v => pulumi.secret(v))]).apply(([length, values]) => pclGroup(picked2.flatMap((v, key) => v !== "b" && length > 1 ? [[`${pclNumberText(length)}`, pclIndex(values, key)]] : [])))));
const keeper = new random.RandomPet("keeper", {
    keepers: picked.apply(picked2 => pulumi.output(pulumi.all([picked2.map(v => pulumi.secret(v)), pet.length]).apply(([values, length]) => Object.fromEntries(picked2.flatMap((v, k) => length === 2 ? [[`p${pclNumberText(k)}`, pclIndex(values, k)]] : []))))),
});
export const filtered = filteredValue;
export const none = noneValue;
export const keyed = keyedValue;
export const grouped = groupedValue;
export const keepers = keeper.keepers;

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

// pclGroup collects the values of a grouping for expression by key, each
// key's values in the order the loop made them.
function pclGroup<T>(entries: readonly (readonly [string | number | boolean, T])[]): Record<string, T[]> {
    const groups: Record<string, T[]> = {};
    for (const [key, value] of entries) {
        const name = String(key);
        if (!Object.prototype.hasOwnProperty.call(groups, name)) {
            groups[name] = [];
        }
        groups[name].push(value);
    }
    return groups;
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
