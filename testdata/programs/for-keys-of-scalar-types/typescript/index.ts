import * as pulumi from "@pulumi/pulumi";
import * as aws from "@pulumi/aws";
import * as random from "@pulumi/random";

const config = new pulumi.Config();

// For expressions whose keys are bools, numbers and ints, plain, optional
// and eventual, grouping and not: each key is its value as a string, as a
// template converts it.
const flag = config.getBoolean("flag") ?? true;
const shuffle = new random.RandomShuffle("shuffle", {
    inputs: ["a", "b", "c"],
    resultCount: 2,
});
const image = new aws.ec2.Ami("image", {
    name: "image",
    enaSupport: true,
});
export const boolKeys = pclGroup(Object.entries({
    a: true,
    b: false,
    c: true,
}).sort(([a], [b]) => (a < b ? -1 : 1)).map(([k, v]) => [v, k]));
export const numberKeys = pclGroup(Object.entries({
    a: 1.5,
    b: 2,
    c: 1.5,
}).sort(([a], [b]) => (a < b ? -1 : 1)).map(([k, v]) => [v, k]));
export const intKeys = Object.fromEntries(["x", "y"].map((v, i) => [i, v]));
export const optionalIntKeys = pulumi.all([
    shuffle.resultCount,
    Object.fromEntries(Object.entries({
        a: shuffle.resultCount,
        b: shuffle.resultCount,
    }).map(([k, v]) => [k, v])),
]).apply(([resultCount, values]) => pclGroup(Object.entries({
    a: resultCount,
    b: resultCount,
}).sort(([a], [b]) => (a < b ? -1 : 1)).map(([k, v]) => [pclKey(pclIndex(values, k)), k])));
export const optionalBoolKeys = pulumi.all([
    image.enaSupport,
    Object.fromEntries(Object.entries({
        a: image.enaSupport,
        b: image.enaSupport,
    }).map(([k, v]) => [k, v])),
]).apply(([enaSupport, values]) => pclGroup(Object.entries({
    a: enaSupport,
    b: enaSupport,
}).sort(([a], [b]) => (a < b ? -1 : 1)).map(([k, v]) => [pclKey(pclIndex(values, k)), k])));
export const optionalBoolKey = pulumi.all([
    image.enaSupport,
    Object.fromEntries(Object.entries({
        a: image.enaSupport,
    }).map(([k, v]) => [k, v])),
]).apply(([enaSupport, values]) => pclFromEntries(Object.entries({
    a: enaSupport,
}).map(([k, v]) => [pclKey(pclIndex(values, k)), k])));
export const optionalNumberKeys = pulumi.all([
    pulumi.secret(flag ? 1.5 : undefined),
    Object.fromEntries(Object.entries({
        a: pulumi.secret(flag ? 1.5 : undefined),
    }).map(([k, v]) => [k, v])),
]).apply(([secret, values]) => pclFromEntries(Object.entries({
    a: secret,
}).map(([k, v]) => [pclKey(pclIndex(values, k)), k])));
export const mixedKeys = pulumi.all([
    image.enaSupport,
    shuffle.resultCount,
    Object.fromEntries(Object.entries<pulumi.Output<boolean | undefined>>({
        a: image.enaSupport,
        b: shuffle.resultCount.apply(resultCount => resultCount != null),
    }).map(([k, v]) => [k, v])),
]).apply(([enaSupport, resultCount, values]) => pclGroup(Object.entries({
    a: enaSupport,
    b: resultCount != null,
}).sort(([a], [b]) => (a < b ? -1 : 1)).map(([k, v]) => [pclKey(pclIndex(values, k)), k])));

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

// pclKey gives the key of a for expression that makes an object, which
// PCL refuses to be null.
function pclKey<T extends string | number | boolean>(key: T | null | undefined): T {
    if (key === null || key === undefined) {
        throw new Error("Invalid object key: the key of a for expression is null");
    }
    return key;
}

// pclNumber converts a string to a number as PCL does: the whole string must
// be a decimal number.
function pclNumber(text: string): number {
    if (!/^[+-]?(\d+\.?\d*|\.\d+)([eE][+-]?\d+)?$/.test(text)) {
        throw new Error(`a number is required, not ${JSON.stringify(text)}`);
    }
    return Number(text);
}
