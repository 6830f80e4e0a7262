import * as pulumi from "@pulumi/pulumi";
import * as random from "@pulumi/random";

// Loops inside a loop over an output whose bodies read both the outer loop's
// variables and outputs of their own elements: the inner loops stay in the
// outer apply's callback, so their outputs are read there, by applies of
// their own, and never outside the loop that binds them.
const seed = new random.RandomPet("seed", {
    length: 2,
});
const pets = pulumi.unsecret(pulumi.output([seed.id, "b"])).apply(rangeValue => {
    const resources: random.RandomPet[] = [];
    for (let index = 0; index < rangeValue.length; index++) {
        resources.push(new random.RandomPet(`pets-${index}`, {
            length: 3,
            prefix: `p${pclNumberText(index)}`,
        }));
    }
    return resources;
});
const shuffle = new random.RandomShuffle("shuffle", {
    inputs: ["a", "b"],
});

// The value reads an output of the inner element and the outer key.
const byKeyValue = pulumi.all([pets.apply(pets2 => pulumi.output(pets2.map(item => item.prefix))), pets]).apply(([values, pets2]) => values.map((v, k) => pulumi.all([pets2.map(p => p.length), pets2.map(p => p.id)]).apply(([values2, values3]) => pets2.map((p, key) => `${pclNumberText(k)}-${pclNumberText(pclIndex(values2, key))}-${pclIndex(values3, key)}`))));

// The filter reads one.
const filteredValue = pulumi.all([pets.apply(pets2 => pulumi.output(pets2.map(item => item.prefix))), pets]).apply(([values, pets2]) => values.map((v, k) => pulumi.output(pets2.map(p => p.length)).apply(values2 => pets2.flatMap((p, key) => pclIndex(values2, key) > k ? [k] : []))));

// The inner key of a map loop reads one.
const keyedValue = pulumi.all([pets.apply(pets2 => pulumi.output(pets2.map(item => item.prefix))), pets]).apply(([values, pets2]) => values.map((v, k) => pulumi.output(pets2.map(p => p.prefix)).apply(values2 => pclFromEntries(pets2.map((p, key) => [`${pclText(pclIndex(values2, key))}${pclNumberText(k)}`, v])))));

// The inner elements are outputs, read with an index into them.
const nestedValue = pulumi.all([
    pets.apply(pets2 => pulumi.output(pets2.map(item => item.prefix))),
    shuffle.results,
    shuffle.inputs,
]).apply(([values, results, inputs]) => values.map((v, k) => [results, inputs].map(r => `${pclNumberText(k)}${pclIndex(r, 0)}`)));

// Three levels, the innermost reading every loop's variable.
const deepValue = pulumi.all([pets.apply(pets2 => pulumi.output(pets2.map(item => item.prefix))), pets]).apply(([values, pets2]) => values.map((a, i) => pulumi.output(pets2.map(b => b.prefix)).apply(values2 => pets2.map((b, j) => pulumi.output(pets2.map(c => c.id)).apply(values3 => pets2.map((c, key) => `${pclNumberText(i)}${pclNumberText(j)}${pclIndex(values3, key)}${pclText(pclIndex(values2, j))}`))))));
export const byKey = byKeyValue;
export const filtered = filteredValue;
export const keyed = keyedValue;
export const nested = nestedValue;
export const deep = deepValue;

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

// pclText prints a value in a string template as PCL does: numbers in plain
// digits, and null an error.
function pclText(value: unknown): string {
    if (value === null || value === undefined) {
        throw new Error("Invalid template interpolation value: the value is null");
    }
    return typeof value === "number" ? pclNumberText(value) : String(value);
}
