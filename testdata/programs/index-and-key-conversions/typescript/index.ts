import * as pulumi from "@pulumi/pulumi";
import * as random from "@pulumi/random";

const config = new pulumi.Config();

// Numbers used as list indexes, numbers and bools used as map keys, and a
// splat over a resource ranged over a map. A number index is a whole
// number (an int in Go); a key that is not a string is converted to one,
// as a template converts it; a splat over a map, as over any value that is
// not a list, is a list of the map itself, so `.result` reads the key
// "result".
const idx = config.getNumber("idx") ?? 1;
const n = pclWhole("n", config.getNumber("n"), "int") ?? 0;
const xs = ["a", "b", "c"];
const keyed = {
    "0": "zero",
    "1": "one",
};
const byIndex = Object.fromEntries(xs.map((v, k) => [k, v]));
const byNumber = pclFromEntries([1.5, 2, idx].map(v => [v, `n${pclNumberText(v)}`]));
const byBool = pclFromEntries([true, false].map(b => [b, !b]));
const positions = pclFromEntries(xs.map((v, k) => [v, k]));
const rl: random.RandomString[] = [];
for (let index = 0; index < 2; index++) {
    rl.push(new random.RandomString(`rl-${index}`, {
        length: 3 + index,
    }));
}
const r: Record<string, random.RandomString> = {};
for (const [key, value] of Object.entries({
    result: 1,
    other: 2,
})) {
    r[key] = new random.RandomString(`r-${key}`, {
        length: value + 3,
    });
}
export const picked = [
    pclIndex(xs, idx),
    pclIndex(xs, n),
    pclIndex(xs, idx + 1),
    pclIndex((keyed as Record<string, string>), n),
    pclIndex((keyed as Record<string, string>), idx),
    byIndex[0],
    pclIndex(byIndex, idx),
];
export const pickedResult = pclIndex(rl, idx).result;
export const maps = [byIndex, byNumber, pclIndex(byBool, "true"), pclIndex(positions, "c")];
export const viaSplat = [r].map(item => pclIndex(item, "result").result);

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
