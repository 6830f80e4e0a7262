import * as pulumi from "@pulumi/pulumi";
import * as random from "@pulumi/random";

const config = new pulumi.Config();

// A for expression that makes an object fails where two elements make one
// key (without `...`, which groups them): here it is read through try,
// whose fallback shows the failure. Keys each element makes once (the
// loop's key, alone or in a template, a range's value, an entry's key)
// need no check; keys that may collide but do not, from plain values and
// outputs, and of values that are outputs, pass the check.
const names = config.getObject<string[]>("names") ?? ["a", "b", "a"];
const distinct = config.getObject<string[]>("distinct") ?? ["a", "b"];
const pet = new random.RandomPet("pet", {
    length: 2,
});
const plainDuplicatesValue = (() => {
    try {
        return pclFromEntries(names.map(n => [n, 1 as number]));
    } catch {}
    return {
        fallback: 0,
    };
})();
const plainUniqueValue = Object.fromEntries(names.map((n, i) => [`k${pclNumberText(i)}`, n]));
const fromRangeValue = Object.fromEntries(Array.from({length: 3}, (_, i) => i).map(n => [`r${pclNumberText(n)}`, n]));
const fromEntriesValue = Object.fromEntries(Object.entries({
    x: 1,
    y: 2,
}).sort(([a], [b]) => (a < b ? -1 : 1)).map(([key, value]) => ({key, value})).map(e => [e.key, e.value]));
const groupedValue = pclGroup(names.map(n => [n, 1 as number]));
const plainDistinctValue = pclFromEntries(distinct.map(n => [`${n}!`, 1 as number]));
const outputValuesValue = pclFromEntries(distinct.map(n => [n, pet.id]));
const outputKeysValue = pet.id.apply(id => pclFromEntries(distinct.map(n => [`${id}-${n}`, n])));
const shuffled = new random.RandomShuffle("shuffled", {
    inputs: ["x"],
    keepers: pclFromEntries(distinct.map(n => [n, pet.id])),
});
export const plainDuplicates = plainDuplicatesValue;
export const plainUnique = plainUniqueValue;
export const fromRange = fromRangeValue;
export const fromEntries = fromEntriesValue;
export const grouped = groupedValue;
export const plainDistinct = plainDistinctValue;
export const outputValues = outputValuesValue;
export const outputKeys = outputKeysValue;

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
