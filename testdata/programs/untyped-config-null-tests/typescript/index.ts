import * as pulumi from "@pulumi/pulumi";
import * as random from "@pulumi/random";

const config = new pulumi.Config();

// An untyped config tested for null in conditionals, then read by key: the
// tests narrow nothing a later read depends on.
const settings = config.getObject<any>("settings") ?? {
    name: "web",
    size: 2,
};
const pet = new random.RandomPet("pet", {
    keepers: settings == null ? undefined : Object.fromEntries(pclEntries(settings).map(([key, item]) => [key, pclAsString(item)])),
    prefix: pclAsString(pclGet(settings, "name")),
});
export const described = settings == null ? "unset" : "set";
export const present = settings != null ? pclGet(settings, "name") : "none";
export const size = pclGet(settings, "size");

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
