import * as pulumi from "@pulumi/pulumi";
import * as random from "@pulumi/random";

const config = new pulumi.Config();
const on = config.getBoolean("on") ?? true;
const pets = new random.RandomShuffle("pets", {
    inputs: ["a", "b"],
});

// Lists of unlike Go types: ints known later beside a list of optional ints.
const pairs: [pulumi.Output<number[]>, pulumi.Output<number | undefined>[]] = [
    pets.results.apply(results => results.map(v => 5 as number)),
    on ? [pets.resultCount] : [pulumi.output(6)],
];

// The same with a null among them.
const pairsOrNull: [pulumi.Output<number[]>, pulumi.Output<number | undefined>[], undefined] = [
    pets.results.apply(results => results.map(v => 5 as number)),
    on ? [pets.resultCount] : [pulumi.output(6)],
    undefined,
];

// Maps of unlike Go types.
const tables: [pulumi.Output<Record<string, number>>, {a?: pulumi.Output<number | undefined>, b?: number}] = [
    pets.results.apply(results => pclFromEntries(results.map(v => [v, 1 as number]))),
    on ? {
        a: pets.resultCount,
    } : {
        b: 2,
    },
];
export const lengths = pairs.map(pair => pulumi.output<pulumi.Input<number>[] | pulumi.Input<number | undefined>[]>(pair).apply(pair2 => pair2.length));
export const indexed = pairs.map((pair, i) => pulumi.interpolate`${pclNumberText(i)}:${pulumi.output<pulumi.Input<number>[] | pulumi.Input<number | undefined>[]>(pair).apply(pair2 => pair2.length).apply(pclNumberText)}`);
export const nullable = pairsOrNull.map(pair => pulumi.output<pulumi.Input<number>[] | pulumi.Input<number | undefined>[] | undefined>(pair).apply<number>(pair2 => pair2 == null ? -1 : pair2!.length));
export const tableKeys = tables.map(t => pulumi.output<Record<string, pulumi.Input<number>> | {a?: pulumi.Input<number | undefined>, b?: pulumi.Input<number | undefined>}>(t).apply(t2 => Object.entries(t2).sort(([a], [b]) => (a < b ? -1 : 1)).map(([k, v]) => k).join(",")));
export const first = pulumi.all([pairs[0], pairs[1]]).apply(([pairs2, pairs3]) => pairs2.length + pairs3.length);
export const last = pulumi.output<pulumi.Input<number>[] | pulumi.Input<number | undefined>[]>(pclElement(pairs, pairs.length - 1)).apply(element => element.length);
export const lastIndexed = pulumi.output<pulumi.Input<number>[] | pulumi.Input<number | undefined>[]>(pclIndex(pairs, pairs.length - 1)).apply(v => pclLength(v));

// A resource ranged over the tuple: each instance's range.value is a list of
// any Go element type.
const shuffled = pulumi.unsecret(pulumi.output(pairs)).apply(rangeValue => {
    const resources: random.RandomShuffle[] = [];
    for (const [index, value] of rangeValue.entries()) {
        resources.push(new random.RandomShuffle(`shuffled-${index}`, {
            inputs: value.map(x => `${pclText(x)}`),
        }));
    }
    return resources;
});

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

// pclLength returns the length of a value of any type, as PCL's length: the
// characters of a string, the elements of a list, the entries of a map.
function pclLength(value: unknown): number {
    if (typeof value === "string") {
        return [...new Intl.Segmenter().segment(value)].length;
    }
    if (Array.isArray(value)) {
        return value.length;
    }
    if (value !== null && typeof value === "object") {
        return Object.keys(value).length;
    }
    throw new Error("length takes a string, a list or a map, not " + String(value));
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
