import * as pulumi from "@pulumi/pulumi";
import * as random from "@pulumi/random";

const config = new pulumi.Config();

// toJSON resolves the outputs its argument holds at any depth, also those
// no part of the argument shows: a local holding a list with an output is
// a list of outputs, not a value an apply over the visible outputs could
// encode.
const ratio = config.getNumber("ratio") ?? 2.5;
const pet = new random.RandomPet("pet", {
    length: 2,
});
const other = new random.RandomPet("other", {
    length: 3,
});
const names: [pulumi.Output<string>, string] = [other.id, "fixed"];
export const mixed = pulumi.output({
    name: pet.id,
    names: names,
}).apply(pclToJSON);
export const withNumbers = pulumi.output({
    name: pet.id,
    ratio: ratio,
    names: names,
}).apply(pclToJSON);
export const inTemplate = pulumi.interpolate`names=${pulumi.output(names).apply(pclToJSON)} pet=${pet.id}`;

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
