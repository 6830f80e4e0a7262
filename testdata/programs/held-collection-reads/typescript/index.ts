import * as pulumi from "@pulumi/pulumi";
import * as random from "@pulumi/random";

const config = new pulumi.Config();

// Reads of one element of a collection that holds outputs: by a constant
// index or attribute, by a config index, through splats and loops, and
// nested.
const k = pclWhole("k", config.getNumber("k"), "int") ?? 1;
const pet = new random.RandomString("pet", {
    length: 6,
    special: false,
});
export const byIndex = [pet.result.apply(result => [...new Intl.Segmenter().segment(result)].length)][0];
export const byAttribute = {
    a: pet.result.apply(result => [...new Intl.Segmenter().segment(result)].length),
}.a;
export const reference = [pet.result][0];
export const mixedOutput = pulumi.output(([1, pet.result.apply(result => [...new Intl.Segmenter().segment(result)].length)] as [number, pulumi.Output<number>])[1]).apply(v => v + 1);
export const mixedPlain = ([1, pet.result.apply(result => [...new Intl.Segmenter().segment(result)].length)] as [number, pulumi.Output<number>])[0] + 1;
export const byConfig = pulumi.output(pclIndex(([1, pet.result.apply(result => [...new Intl.Segmenter().segment(result)].length)] as [number, pulumi.Output<number>]), k));
export const byKey = pulumi.output({
    a: 1,
    b: pet.result,
}.b);
export const nested = pulumi.output([[pet.result, "x"]][0]).apply(v => v[1]);
export const nestedObjects = pulumi.output({
    a: {
        b: pet.result.apply(result => [...new Intl.Segmenter().segment(result)].length),
    },
}.a).apply(a => a.b);
export const inTuple = [
    [pet.result.apply(result => [...new Intl.Segmenter().segment(result)].length)][0],
    1,
];
export const splatIndex = pclIndex([
    {
        a: pet.result.apply(result => [...new Intl.Segmenter().segment(result)].length),
    },
].map(item => pulumi.output(item).apply(item2 => item2.a)), 0);
export const splat = [
    {
        a: pet.result.apply(result => [...new Intl.Segmenter().segment(result)].length),
    },
    {
        a: 2,
    },
].map(item => pulumi.output(item).apply(item2 => item2.a));
export const loop = [
    {
        a: pet.result.apply(result => [...new Intl.Segmenter().segment(result)].length),
    },
    {
        a: 2,
    },
].map(v => pulumi.output(v).apply(v2 => v2.a * 10));
export const lengths = [
    [pet.result.apply(result => [...new Intl.Segmenter().segment(result)].length), 1].length % 5,
    Object.keys({
        a: pet.result,
        b: "x",
    }).length,
];

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

// pclWhole checks that the config variable name's value of a type holding
// ints has whole numbers where the type has ints: shape is "int", ["list",
// shape], ["map", shape] or an object of the properties' shapes.
function pclWhole<T>(name: string, value: T, shape: unknown): T {
    const check = (v: unknown, s: unknown): void => {
        if (v === null || v === undefined) {
            return;
        }
        if (s === "int") {
            if (typeof v === "number" && !Number.isInteger(v)) {
                throw new Error(`Configuration variable '${name}' must be an integer, not ${v}`);
            }
        } else if (Array.isArray(s)) {
            const values = s[0] === "list" ? (Array.isArray(v) ? v : []) : Object.values(v as object);
            values.forEach(e => check(e, s[1]));
        } else if (typeof s === "object" && s !== null && typeof v === "object") {
            for (const [k, ps] of Object.entries(s)) {
                check((v as Record<string, unknown>)[k], ps);
            }
        }
    };
    check(value, shape);
    return value;
}
