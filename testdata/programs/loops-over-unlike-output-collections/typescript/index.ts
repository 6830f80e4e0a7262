import * as pulumi from "@pulumi/pulumi";
import * as random from "@pulumi/random";

const config = new pulumi.Config();

// A loop over an object whose attributes are outputs of
// collections Go holds as outputs of other types (a list of ints beside a
// list of optional ints, a map of strings beside a map of optional ones):
// each element is converted to the loop variable's type once known.
const on = config.getBoolean("on") ?? false;
const pets = new random.RandomShuffle("pets", {
    inputs: ["a", "b"],
});
const lists = {
    "x-y": pets.results.apply(results => results.map(v => 3 as number)),
    alpha: on ? pulumi.output<(number | undefined)[]>(pulumi.output([pets.resultCount])) : pulumi.output<(number | undefined)[]>(pets.results.apply(results => results.map(v => 4 as number))),
};
const maps = {
    plain: pets.results.apply(results => pclFromEntries(results.map(v => [v, "s" as string]))),
    optional: pets.results.apply(results => pclFromEntries(results.map(v => [v, (on ? "t" : undefined) as string | undefined]))),
};
export const listLengths = Object.fromEntries(Object.entries<pulumi.Output<(number | undefined)[]>>(lists).map(([k, list]) => [k, list.apply(list2 => list2.length)]));
export const firsts = Object.entries<pulumi.Output<(number | undefined)[]>>(lists).sort(([a], [b]) => (a < b ? -1 : 1)).map(([k, list]) => list.apply(list2 => pclIndex(list2, 0)));
export const mapSizes = Object.fromEntries(Object.entries<pulumi.Output<Record<string, string | undefined>>>(maps).map(([k, m]) => [k, m.apply(m2 => Object.keys(m2).length)]));

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
