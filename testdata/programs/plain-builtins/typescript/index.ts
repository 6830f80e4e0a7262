import * as crypto from "crypto";
import * as pulumi from "@pulumi/pulumi";

const config = new pulumi.Config();
const text = config.get("text") ?? "hello, world";
const parts = text.split(", ");
const joined = parts.join("-");
const encoded = Buffer.from(joined).toString("base64");
const decoded = pclFromBase64(encoded);
const digest = crypto.createHash("sha1").update(decoded).digest("hex");
const numbers = Array.from({length: Math.max(0, Math.ceil((10 - 1) / 3))}, (_, i) => 1 + i * 3);
const biggest = pclNumbers(numbers, Math.max);
const smallest = Math.min(3, 1.5);
const lookedUp = ({
    a: "x",
} as Record<string, string>)["b"] ?? "default";
const single = (() => {
    const list = [text];
    if (list.length > 1) {
        throw new Error("singleOrNone: the list has more than one element");
    }
    return list[0];
})();
const itemsValue = Object.entries({
    one: 1,
    two: 2,
}).sort(([a], [b]) => (a < b ? -1 : 1)).map(([key, value]) => ({key, value}));
const first = pclElement(parts, 0);
const ratio = parts.length / 2;
const half: string = 7 % 2 === 1 ? "odd" : "even";
const attempt = ((): string => {
    try {
        const value = pclIndex(parts, 5);
        if (value !== undefined) {
            return value;
        }
    } catch {}
    return "none";
})();
const works = (() => {
    try {
        return pclIndex(parts, 0) !== undefined;
    } catch {
        return false;
    }
})();
export const summary = `${joined} ${digest} ${pclNumberText(biggest)} ${pclNumberText(smallest)} ${lookedUp} ${pclText(single)} ${first} ${pclNumberText(ratio)} ${half} ${attempt} ${works}`;
export const items = itemsValue.map(e => `${e.key}=${pclNumberText(e.value)}`);
export const where = `${pulumi.getStack()}/${pulumi.getProject()}/${pulumi.getOrganization()}/${pulumi.getRootDirectory()}/${process.cwd()}`;
export const json = pclToJSON({
    numbers: numbers,
    text: text,
});
export const asset = new pulumi.asset.StringAsset(text);

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

// pclFromBase64 decodes base64 text as PCL does: text that is not base64
// (padded, line breaks aside) or bytes that are not UTF-8 are an error.
function pclFromBase64(text: string): string {
    const compact = text.replace(/[\r\n]/g, "");
    if (!/^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$/.test(compact)) {
        throw new Error("fromBase64: the text is not valid base64");
    }
    const bytes = Buffer.from(compact, "base64");
    const decoded = bytes.toString("utf8");
    if (!Buffer.from(decoded, "utf8").equals(bytes)) {
        throw new Error("fromBase64: the decoded bytes are not valid UTF-8");
    }
    return decoded;
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

// pclText prints a value in a string template as PCL does: numbers in plain
// digits, and null an error.
function pclText(value: unknown): string {
    if (value === null || value === undefined) {
        throw new Error("Invalid template interpolation value: the value is null");
    }
    return typeof value === "number" ? pclNumberText(value) : String(value);
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
