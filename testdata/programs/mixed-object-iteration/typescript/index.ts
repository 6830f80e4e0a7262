import * as crypto from "crypto";
import * as pulumi from "@pulumi/pulumi";
import * as aws from "@pulumi/aws";

// PCL iterates an object whose properties are of several primitive types as
// a map of strings: { name = "web", count = 2, enabled = true } gives "web",
// "2" and "true" to a for expression's value and to entries' values; a
// tuple of them, ["a", 1, true], as a list of strings (fuzz seed 9963). Each
// language holds the values as they are (a number, a boolean), so they are
// converted where the loop reads them: as a resource's tags, in templates,
// sha1, join, a condition, a grouping, and entries; and where they hold
// outputs, each element an output converted.
const settings = {
    name: "web",
    count: 2,
    ratio: 0.5,
    enabled: true,
};
const mixedList: [string, number, number, boolean] = ["a", 1, 2.5, true];
const numbers = {
    whole: 1,
    half: 0.5,
};
const bucket = new aws.s3.Bucket("bucket", {
    tags: Object.fromEntries(Object.entries(settings).map(([k, v]) => [k, pclAsString(v)])),
});
const heldList: [pulumi.Output<string>, number, boolean] = [bucket.id, 1, true];
const heldObject = {
    id: bucket.id,
    count: 3,
};
export const templated = Object.entries(settings).sort(([a], [b]) => (a < b ? -1 : 1)).map(([k, v]) => `${k}=<${pclAsString(v)}>`);
export const hashes = Object.entries(Object.fromEntries(Object.entries(settings).map(([key, value]) => [key, pclAsString(value)]))).sort(([a], [b]) => (a < b ? -1 : 1)).map(([key, value]) => ({key, value})).map(e => `${e.key}:${crypto.createHash("sha1").update(e.value).digest("hex")}`);
export const joined = Object.entries(settings).sort(([a], [b]) => (a < b ? -1 : 1)).map(([k, v]) => pclAsString(v)).join(",");
export const filtered = Object.entries(settings).sort(([a], [b]) => (a < b ? -1 : 1)).filter(([k, v]) => pclAsString(v) === "2").map(([k, v]) => k);
export const grouped = pclGroup(Object.entries(settings).sort(([a], [b]) => (a < b ? -1 : 1)).map(([k, v]) => [pclAsString(v), k]));
export const keysOnly = Object.entries(settings).sort(([a], [b]) => (a < b ? -1 : 1)).map(([k, v]) => k);
export const sums = Object.entries(numbers).sort(([a], [b]) => (a < b ? -1 : 1)).map(([k, v]) => v * 2);
export const listHashes = mixedList.map(v => crypto.createHash("sha1").update(pclAsString(v)).digest("hex"));
export const listIndexed = pclFromEntries(mixedList.map((v, i) => [pclAsString(v), i]));
export const heldTemplated = heldList.map(v => pulumi.interpolate`<${pulumi.output<any>(v).apply(v2 => pclAsString(v2))}>`);
export const heldHashes = Object.entries(heldObject).sort(([a], [b]) => (a < b ? -1 : 1)).map(([k, v]) => pulumi.interpolate`${k}:${pulumi.output<any>(v).apply(v2 => crypto.createHash("sha1").update(pclAsString(v2)).digest("hex"))}`);
export const tags = bucket.tags;

// pclAsString converts a value of any type to a string as PCL does: a
// number in plain digits, a bool as true or false; null stays null, and
// an output is converted when it resolves.
function pclAsString(value: any): string {
    if (typeof value?.apply === "function") {
        // An output of unknown type (a component's output).
        return value.apply(pclAsString);
    }
    if (value === null || value === undefined || typeof value === "string") {
        return value;
    }
    if (typeof value === "number") {
        return pclNumberText(value);
    }
    if (typeof value === "boolean") {
        return String(value);
    }
    throw new Error("a string is required, not " + JSON.stringify(value));
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
