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
const byKeyValue = Object.fromEntries(flags.map((flag, k) => pulumi.output(flag).apply<number>(flag2 => flag2 ? 13 : k)).map((value, key) => ({key, value})).flatMap((entry, i) => entry.key === 0 ? [[`k${pclNumberText(i)}`, pass.upper.apply(upper => !upper)]] : []));
const readsValue = [
    {
        key: 1,
        value: pass.length,
    },
].map(o => ({
    element: o.key === 0,
    index: [o.key][0] === 0,
    attr: {
        a: o.key,
    }.a === 0,
    lookup: (({
        a: o.key,
    } as Record<string, number>)["a"] ?? 0) === 0,
    direct: o.key === 0,
    template: `${pclNumberText(o.key)}`,
    joined: [o.key, "3"].map(pclString).join(","),
    mixed: o.key === 1,
    loop: [o.key].map(x => x + 1),
    length: [o.key].length + 0,
}));
export const byKey = byKeyValue;
export const reads = readsValue;

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
