import * as crypto from "crypto";
import * as pulumi from "@pulumi/pulumi";
import * as random from "@pulumi/random";

const config = new pulumi.Config();

// Values of any type given to builtins that take strings, numbers or lists of
// strings: PCL converts each as it converts a value given where its declared
// type is taken, a number to its digits and a string to a number.
const settings = config.getObject<any>("settings") ?? {
    separator: 0,
    text: 102030,
    count: "2",
    index: "1",
    key: 7,
    parts: [1, true, "c"],
    encoded: "aGk=",
};
export const splitNumber = pclSplit(pclAsString(pclGet(settings, "separator")), pclAsString(pclGet(settings, "text")));
export const joinMixed = (pclGet(settings, "parts") == null ? undefined : pclEntries(pclGet(settings, "parts")).map(([key, item]) => pclAsString(item)))!.join(pclAsString(pclGet(settings, "separator")));
export const base64 = Buffer.from(pclAsString(pclGet(settings, "key"))).toString("base64");
export const decoded = pclFromBase64(pclAsString(pclGet(settings, "encoded")));
export const hashed = crypto.createHash("sha1").update(pclAsString(pclGet(settings, "text"))).digest("hex");
export const picked = pclElement(["x", "y", "z"], pclAsInt(pclGet(settings, "index")));
export const counted = Array.from({length: pclAsInt(pclGet(settings, "count"))}, (_, i) => i);
export const largest = Math.max(pclAsNumber(pclGet(settings, "count")), 1);
export const looked = ({
    "7": "seven",
} as Record<string, string>)[pclAsString(pclGet(settings, "key"))] ?? "none";

// The same through an output of any type.
export const splitSecret = pulumi.secret(pclGet(settings, "text")).apply(secret => pclAsString(secret).split(","));
const pets = pulumi.unsecret(pulumi.secret(pclGet(settings, "parts"))).apply(rangeValue => {
    const resources: random.RandomPet[] = [];
    for (const entry of pclRangeEntries(rangeValue)) {
        resources.push(new random.RandomPet(`pets${entry.suffix}`, {
            prefix: pulumi.secret(entry.value).apply(secret => pclAsString(secret).split("0").join("-")),
        }));
    }
    return resources;
});

// pclAsInt converts a value of any type to an int as PCL does: only a whole
// number; null stays null.
function pclAsInt(value: any): number {
    if (typeof value?.apply === "function") {
        // An output of unknown type (a component's output).
        return value.apply(pclAsInt);
    }
    const n = pclAsNumber(value);
    return n === null || n === undefined ? n : pclInt(n);
}

// pclAsNumber converts a value of any type to a number as PCL does: a
// string must hold a decimal number; null stays null.
function pclAsNumber(value: any): number {
    if (typeof value?.apply === "function") {
        // An output of unknown type (a component's output).
        return value.apply(pclAsNumber);
    }
    if (value === null || value === undefined || typeof value === "number") {
        return value;
    }
    if (typeof value === "string") {
        return pclNumber(value);
    }
    throw new Error("a number is required, not " + JSON.stringify(value));
}

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

// pclEntries returns the pairs of keys and elements a for expression over a
// value of any type visits, as PCL visits them: a list's indexes and
// elements, a map's keys, in order, and values.
function pclEntries(collection: unknown): [any, any][] {
    if (Array.isArray(collection)) {
        return collection.map((value, index) => [index, value]);
    }
    if (collection !== null && typeof collection === "object") {
        return Object.entries(collection).sort(([a], [b]) => (a < b ? -1 : 1));
    }
    throw new Error(`Invalid for expression: cannot iterate over ${JSON.stringify(collection)}`);
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

// pclGet reads an attribute or element of a value of any type, and fails
// as PCL does where it has none (a string has no elements in PCL).
function pclGet(value: unknown, key: number | string): any {
    return pclIndex(value as Readonly<Record<string, unknown>>, key);
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

// pclInt gives a number to an int as PCL does: only a whole number.
function pclInt(value: number): number {
    if (!Number.isInteger(value)) {
        throw new Error(`a whole number is required, not ${value}`);
    }
    return value;
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

// pclRangeEntries returns the instances a range of any type makes, as PCL
// makes them: true one (named as the resource), false none, a whole number
// that many, a list one per element and a map one per key.
function pclRangeEntries(range: unknown): { key: any; value: any; suffix: string }[] {
    if (typeof range === "boolean") {
        return range ? [{ key: true, value: true, suffix: "" }] : [];
    }
    if (typeof range === "number") {
        if (!Number.isInteger(range) || range < 0) {
            throw new Error(`a count of resources must be a non-negative whole number, not ${range}`);
        }
        return Array.from({ length: range }, (_, i) => ({ key: i, value: i, suffix: `-${i}` }));
    }
    if (Array.isArray(range)) {
        return range.map((value, i) => ({ key: i, value, suffix: `-${i}` }));
    }
    if (typeof range === "object" && range !== null) {
        const map = range as Record<string, unknown>;
        return Object.keys(map).sort().map(key => ({ key, value: map[key], suffix: `-${key}` }));
    }
    throw new Error(`a range must be a number, bool, list or map, not ${JSON.stringify(range)}`);
}

// pclSplit splits text at each separator, or at each character (code
// point, as PCL counts them) where the separator is empty.
function pclSplit(separator: string, text: string): string[] {
    return separator === "" ? Array.from(text) : text.split(separator);
}
