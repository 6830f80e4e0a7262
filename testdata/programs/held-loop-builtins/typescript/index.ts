import * as pulumi from "@pulumi/pulumi";
import * as random from "@pulumi/random";

// Loops over collections whose elements hold outputs beside plain values
// read the elements as outputs; builtins given what they read (element,
// lookup, join, a template) compute outputs too.
const pass = new random.RandomPassword("pass", {
    length: 8,
});
const flags: [pulumi.Output<boolean>, boolean] = [pass.upper, true];

// entries of a loop's values that are outputs, filtered by a plain key read
// through element (fuzz seed 10062).
const byKeyValue = pulumi.all([
    flags.map((flag, k) => pulumi.output(flag).apply(flag2 => flag2 ? 13 : k)),
    pass.upper,
    flags.map((flag, k) => pulumi.output(flag).apply(flag2 => flag2 ? 13 : k)).map((value, key) => ({key, value})).map(entry => pulumi.output(entry)),
]).apply(([values, upper, values2]) => Object.fromEntries(values.map((value, key) => ({key, value})).flatMap((entry, i) => [pclIndex(values2, i).key][0] === 0 ? [[`k${pclNumberText(i)}`, !upper]] : [])));
const readsValue = [
    {
        key: 1,
        value: pass.length,
    },
].map(o => ({
    element: pulumi.output(o).apply(o2 => [o2.key][0] === 0),
    index: [pulumi.output(o).apply(o2 => o2.key)][0].apply(v => v === 0),
    attr: {
        a: pulumi.output(o).apply(o2 => o2.key),
    }.a.apply(a => a === 0),
    lookup: pulumi.output(o).apply(o2 => (({
        a: o2.key,
    } as Record<string, number>)["a"] ?? 0) === 0),
    direct: pulumi.output(o).apply(o2 => o2.key === 0),
    template: pulumi.interpolate`${pulumi.output(o).apply(o2 => [o2.key][0]).apply(pclNumberText)}`,
    joined: pulumi.output(o).apply(o2 => [o2.key, "3"].map(pclString).join(",")),
    mixed: pulumi.output(([pulumi.output(o).apply(o2 => o2.key), 2] as [pulumi.Output<number>, number])[0]).apply(v => v === 1),
    loop: [pulumi.output(o).apply(o2 => o2.key)].map(x => pulumi.output(x).apply(x2 => x2 + 1)),
    length: [pulumi.output(o).apply(o2 => o2.key)].length + 0,
}));
export const byKey = byKeyValue;
export const reads = readsValue;

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

// pclString converts a list's element to a string as PCL's join does:
// numbers in plain digits, and null an error.
function pclString(value: unknown): string {
    if (value === null || value === undefined) {
        throw new Error("join: an element of the list is null");
    }
    return typeof value === "number" ? pclNumberText(value) : String(value);
}
