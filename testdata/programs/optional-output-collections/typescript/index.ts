import * as pulumi from "@pulumi/pulumi";
import * as aws from "@pulumi/aws";
import * as random from "@pulumi/random";
import { Counts } from "./counts";

const config = new pulumi.Config();

// Lists and maps of optional resource outputs (a splat of an optional
// property, a for expression over resources). The Go SDK has no arrays or
// maps of optional values (no IntPtrArray): they are a pulumi.Array or
// pulumi.Map of Ptr inputs, whose elements are read back as their Ptr
// inputs, and whose resolved values hold pointers and nils.
const n = pclWhole("n", config.getNumber("n"), "int") ?? 2;
const extra = pclWhole("extra", config.getObject<(number | undefined)[]>("extra"), ["list", "int"]) ?? [1, undefined, 3];
const shuffles: random.RandomShuffle[] = [];
for (let index = 0; index < n; index++) {
    shuffles.push(new random.RandomShuffle(`shuffles-${index}`, {
        inputs: ["a", "b", "c"],
        resultCount: index === 0 ? undefined : index,
    }));
}
const images: aws.ec2.Ami[] = [];
for (const [index, value] of ["a", "b"].entries()) {
    images.push(new aws.ec2.Ami(`images-${index}`, {
        name: `image-${value}`,
        enaSupport: value === "b",
    }));
}
const countsValue = shuffles.map(item => item.resultCount);
const enas = images.map(item => item.enaSupport);
const seedsValue = shuffles.map(s => s.seed);
const byIndex = Object.fromEntries(shuffles.map((s, i) => [`shuffle${pclNumberText(i)}`, s.resultCount]));
export const counts = countsValue;
export const firstCount = pulumi.output(countsValue).apply(counts2 => pclElement(counts2, 0));
export const howMany = countsValue.length;
export const secondEna = pclIndex(enas, 1);
export const seeds = seedsValue;
export const doubled = pulumi.all([countsValue, countsValue.map(c => c)]).apply(([counts2, values]) => counts2.flatMap((c, key) => pclIndex(values, key) != null ? [pclOperand(pclIndex(values, key)) * 2] : []));
export const filled = countsValue.map((c, i) => c.apply(c2 => c2 == null ? pclIndex(extra, i) : c2));
export const described = pulumi.interpolate`counts ${pclNumberText(countsValue.length)} second ${pclIndex(countsValue, 1).apply(pclText)} ena ${pclIndex(enas, 1).apply(pclText)}`;
export const single = pclIndex(countsValue, 1).apply(counts2 => (() => {
    const list = [counts2];
    if (list.length > 1) {
        throw new Error("singleOrNone: the list has more than one element");
    }
    return list[0];
})());
export const plainSingle = (() => {
    const list = [pclIndex(extra, 1)];
    if (list.length > 1) {
        throw new Error("singleOrNone: the list has more than one element");
    }
    return list[0];
})();
export const pair = [pclIndex(shuffles, 0).resultCount, undefined];
export const looked = pulumi.output(byIndex).apply(byIndex2 => byIndex2["shuffle1"] ?? 0);
export const present = pulumi.all([byIndex, Object.fromEntries(Object.entries(byIndex).map(([k, v]) => [k, v]))]).apply(([byIndex2, values]) => Object.entries(byIndex2).sort(([a], [b]) => (a < b ? -1 : 1)).filter(([k, v]) => pclIndex(values, k) != null).map(([k, v]) => k));
export const secretCounts = pulumi.secret(countsValue);
export const countsJSON = pulumi.output(countsValue).apply(pclToJSON);
export const entryValues = countsValue.map((value, key) => ({key, value})).map(e => pulumi.output(e).apply(e2 => e2.value));

// Components given such lists and maps as inputs, and giving one back.
const fromOutputs = new Counts("fromOutputs", {values: pulumi.secret(countsValue), named: pulumi.secret(byIndex)});
const fromPlain = new Counts("fromPlain", {
    values: extra,
    named: {
        one: 1,
        none: undefined,
    },
});
export const componentTotal = fromOutputs.total;
export const componentKept = fromOutputs.kept;
export const plainKept = fromPlain.kept;

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

// pclOperand gives an operand of arithmetic, an order or a logical
// operation, which PCL refuses to be null.
function pclOperand<T>(value: T | null | undefined): T {
    if (value === null || value === undefined) {
        throw new Error("Invalid operand: the value is null");
    }
    return value;
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
