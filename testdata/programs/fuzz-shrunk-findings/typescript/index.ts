import * as pulumi from "@pulumi/pulumi";
import * as random from "@pulumi/random";
import { Index0 } from "./index0";

// Programs pclfuzz found failing, shrunk and kept once fixed (they were
// testdata/fuzz/go-for-holding-outputs, go-for-variable-in-output,
// typescript-grouping-for and go-double-minus), with the test schemas: for
// expressions holding outputs, over ranged resources, given as inputs; for
// expressions whose filter or value is secret, in a component; a grouping
// for expression in a conditional; a negation of a negative value.
const golf: Record<string, random.RandomInteger> = {};
for (const key of Object.keys({})) {
    golf[key] = new random.RandomInteger(`golf-${key}`, {
        min: 1,
        max: 9,
    });
}
const urn = new random.RandomPet("urn", {
    keepers: Object.fromEntries(Object.entries(golf).map(([widgets, defer]) => [widgets, (true as boolean) !== true ? pulumi.interpolate`$ x.y$ ${pclIndex(golf, "beta").result.apply(pclNumberText)}$ 0.25}` : pulumi.getStack()])),
});
const Output = new Index0("Output", {
    nil: {},
    delta: (() => {
        try {
            return (() => {
                throw new Error("nope");
            })() !== undefined;
        } catch {
            return false;
        }
    })(),
});
const deltaValue: Record<string, number[]> = true ? {} : (() => {
    try {
        return (() => {
            throw new Error("nope");
        })() !== undefined;
    } catch {
        return false;
    }
})() ? pclGroup(Array.from({length: 3}, (_, i) => i).filter(yield2 => true).map(yield2 => ["x", 1.5 as number])) : {
    k1: [],
    null: [],
};
const NaNResource = new random.RandomString("NaN", {
    length: 1,
    minUpper: Math.min(1, -(-1)),
});
export const delta = deltaValue;
export const kilo = Output.kilo;

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
