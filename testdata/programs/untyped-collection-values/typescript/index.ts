import * as pulumi from "@pulumi/pulumi";
import * as random from "@pulumi/random";
import { Counter } from "./counter";

const config = new pulumi.Config();

// Collections whose elements have no known type, given where a list of
// strings is taken: a config variable of type any holding a list, and the
// element of a list of empty lists. Go holds them as []interface{}, which
// converts element by element (a type assertion to []string would fail).
// And a component's output computed on an int that may be null is the
// number PCL types it as.
const names = config.getObject<any>("names") ?? ["a", "b"];
const empties = [[]];
const fromAny = new random.RandomShuffle("fromAny", {
    inputs: (names == null ? undefined : pclEntries(names).map(([key, item]) => pclAsString(item)))!,
});
const fromEmpty = new random.RandomShuffle("fromEmpty", {
    inputs: empties[0],
});
const bits = new random.RandomInteger("bits", {
    min: 1,
    max: 4,
});
const count = new Counter("count", {base: bits.result});
export const shuffled = [fromAny.inputs, fromEmpty.inputs];
export const remaining = count.remaining;

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
