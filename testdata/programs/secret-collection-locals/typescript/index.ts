import * as pulumi from "@pulumi/pulumi";
import * as random from "@pulumi/random";

const config = new pulumi.Config();

// Locals that collect a secret config with plain values: the generated
// programs hold such a local as a collection of inputs (Go) or of values
// some of which are outputs, so every read of the local as a whole (a
// builtin's argument, a loop's collection) resolves it first.
const pin = config.getSecretNumber("pin")?.apply(value => pclWhole("pin", value, "int")) ?? pulumi.secret(7);
const word = config.getSecret("word") ?? pulumi.secret("hush");
const plain = config.get("plain") ?? "open";
const numbers: [number, pulumi.Output<number>, number] = [1, pin, 3];
const words = {
    a: word,
    b: plain,
};
const pet = new random.RandomPet("pet", {
    prefix: pulumi.output(words).apply(words2 => pclElement(Object.entries(words2).sort(([a], [b]) => (a < b ? -1 : 1)).map(([key, value]) => ({key, value})), 0).value),
    length: pulumi.output(numbers[1]).apply(v => v + 1),
});
export const difference = pulumi.output(numbers[1]).apply(v => 1.5 - v);
export const found = pulumi.output(words["a"] ?? "none");
export const largest = pulumi.output(numbers).apply(numbers2 => pclNumbers(numbers2, Math.max));
export const doubled = numbers.map(n => pulumi.output(n).apply(n2 => n2 * 2));
export const upper = pulumi.all([
    words,
    Object.fromEntries(Object.entries(words).map(([k, v]) => [k, pulumi.output(v)])),
]).apply(([words2, values]) => pclFromEntries(Object.entries(words2).map(([k, v]) => [pclIndex(values, k), k])));
export const json = pulumi.output(words).apply(pclToJSON);
export const petName = pet.id;

// Read element by element, each element keeps its own secrecy: the keys,
// the length and the plain elements are not secret.
export const size = numbers.length + Object.keys(words).length;
export const first = numbers[0];
export const second = pulumi.output(numbers[1]).apply(v => v * 10);
export const keys = Object.entries(words).sort(([a], [b]) => (a < b ? -1 : 1)).map(([k, v]) => k);
export const indexes = numbers.flatMap((n, i) => i > 0 ? [i] : []);
export const tagged = Object.fromEntries(Object.entries(words).map(([k, v]) => [k, pulumi.interpolate`${pulumi.output(v)}!`]));

// Collections mixing plain values and resource outputs, read the same way.
const mixed: [number, pulumi.Output<number>, number] = [1, pet.length, 3];
export const mixedDoubled = mixed.map(n => pulumi.output(n).apply(n2 => n2 * 2));
export const mixedFirst = pulumi.all([mixed, pulumi.output(mixed[1])]).apply(([mixed2, v]) => mixed2[0] + v);

// A key the object does not declare, looked up with a default.
const plainWords = {
    a: "x",
    b: "y",
};
export const missing = pulumi.output((words as Record<string, string | pulumi.Output<string>>)["zz"] ?? "none");
export const plainMissing = (plainWords as Record<string, string>)["zz"] ?? "none";

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

// pclNumbers applies min or max to a list's numbers, failing as PCL does
// when the list is empty.
function pclNumbers(numbers: readonly number[], fn: (...values: number[]) => number): number {
    if (numbers.length === 0) {
        throw new Error("must pass at least one number");
    }
    return fn(...numbers);
}

// pclToJSON writes value as PCL's toJSON does: object keys sorted, no
// spaces, numbers in plain digits, and <, > and & escaped.
function pclToJSON(value: unknown): string {
    if (value === null || value === undefined) {
        return "null";
    }
    if (Array.isArray(value)) {
        return "[" + value.map(pclToJSON).join(",") + "]";
    }
    if (typeof value === "object") {
        const object = value as Record<string, unknown>;
        return "{" + Object.keys(object).sort().map(key => pclToJSON(key) + ":" + pclToJSON(object[key])).join(",") + "}";
    }
    if (typeof value === "number") {
        return pclNumberText(value);
    }
    return JSON.stringify(value).replace(/[<>&\u2028\u2029]/g, c => "\\u" + c.charCodeAt(0).toString(16).padStart(4, "0"));
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
