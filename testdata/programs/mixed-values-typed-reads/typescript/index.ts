import * as pulumi from "@pulumi/pulumi";
import * as random from "@pulumi/random";

const config = new pulumi.Config();

// Values of one type read from values of any type, or from collections of
// values of several types, converted as PCL converts them.
const flag = config.getBoolean("flag") ?? false;
const settings = config.getObject<any>("settings") ?? {
    enabled: false,
    size: 3,
};

// Objects of other attributes: a tuple of values of several types.
const shapes: [{beta: number}, {beta: number, "with space": number}] = [
    {
        beta: 15,
    },
    {
        "with space": 2,
        beta: 9,
    },
];

// A value of any type given where a map of strings is taken.
const keeper = new random.RandomPet("keeper", {
    keepers: settings == null ? undefined : Object.fromEntries(pclEntries(settings).map(([key, item]) => [key, pclAsString(item)])),
});

// A map of objects of other attributes, each optional where the other
// object has none.
const named: Record<string, random.RandomPet> = {};
for (const [key, value] of Object.entries((flag ? {
    alpha: "x",
} : {
    Key: "y",
    alpha: "z",
}))) {
    named[key] = new random.RandomPet(`named-${key}`, {
        prefix: value,
    });
}
export const firstValues = Object.entries(shapes[0]).sort(([a], [b]) => (a < b ? -1 : 1)).map(([k, v]) => v * 2);
export const keepers = keeper.keepers;

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
