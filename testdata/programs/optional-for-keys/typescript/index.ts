import * as random from "@pulumi/random";

const password = new random.RandomPassword("password", {
    length: 12,
    overrideSpecial: "!#",
});

// The keys of objects made by for expressions, read from an attribute that
// may be null (an optional output): PCL refuses a null key.
const groupedValue = password.overrideSpecial.apply(overrideSpecial => pclGroup([1, 2, 3].map(i => [pclKey(overrideSpecial), i])));
const keyedValue = password.overrideSpecial.apply(overrideSpecial => pclFromEntries([1].map(i => [pclKey(overrideSpecial), i])));
export const grouped = groupedValue;
export const keyed = keyedValue;

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

// pclKey gives the key of a for expression that makes an object, which
// PCL refuses to be null.
function pclKey<T extends string | number | boolean>(key: T | null | undefined): T {
    if (key === null || key === undefined) {
        throw new Error("Invalid object key: the key of a for expression is null");
    }
    return key;
}
