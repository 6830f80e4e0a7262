import * as pulumi from "@pulumi/pulumi";
import * as random from "@pulumi/random";

const config = new pulumi.Config();

// Whole numbers beyond 2^53 print in their exact digits, as the values
// they are, wherever a number becomes text: templates, toJSON, string
// inputs (fuzz seed 10056: 2^62 printed as 4611686018427388000).
const big = pclWhole("big", config.getNumber("big"), "int") ?? 2147483648;
const half = config.getNumber("half") ?? 1.5;
const r = new random.RandomInteger("r", {
    min: 0,
    max: big,
});
const shuffle = new random.RandomShuffle("shuffle", {
    inputs: ["a"],
    keepers: {
        product: pclNumberText(big * big),
        scaled: r.max.apply(max => pclNumberText(max * big * half)),
    },
});
const products = [big * big, big * big * half, -big * big * 2];
export const templates = pulumi.interpolate`${pclNumberText(big * big)} ${pclNumberText(big * big * half)} ${r.max.apply(max => max * big).apply(pclNumberText)} ${r.max.apply(max => max * big * half).apply(pclNumberText)} ${pclNumberText(-big * big * 2)}`;
export const json = pulumi.output({
    products: products,
    scaled: r.max.apply(max => max * big * half),
    small: [half * 2, 0.1 * 3],
}).apply(pclToJSON);
export const keepers = shuffle.keepers;
export const strings = products.map(p => `${pclNumberText(p)}`);

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
