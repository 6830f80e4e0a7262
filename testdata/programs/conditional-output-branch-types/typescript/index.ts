import * as pulumi from "@pulumi/pulumi";
import * as random from "@pulumi/random";

const config = new pulumi.Config();

// Conditionals whose branches are outputs, or hold outputs, of other types
// than the conditional's result.
const flag = config.getBoolean("flag") ?? true;
const limits = config.getObject<Record<string, number>>("limits") ?? {
    a: 1.5,
};
const maybe = pclWhole("maybe", config.getNumber("maybe"), "int") ?? 4;
const pet = new random.RandomPet("pet", {
    length: 2,
});
const pets: random.RandomPet[] = [];
for (let index = 0; index < 2; index++) {
    pets.push(new random.RandomPet(`pets-${index}`, {
        length: 1,
    }));
}

// A map of numbers where the other branch is a map of strings.
const mixedMapsValue = flag ? pulumi.output<Record<string, string>>(pulumi.secret(Object.fromEntries(Object.entries(limits).map(([key, item]) => [key, pclNumberText(item)])))) : pulumi.output<Record<string, string>>(pulumi.secret({
    a: "x",
}));

// An optional int where the other branch is a number.
const widenedValue = flag ? pulumi.secret(maybe) : pulumi.output(2.5);

// A plain list holding outputs where the other branch is an output.
const heldListValue = flag ? pulumi.output<string[]>(pulumi.output([pet.id, "x"])) : pulumi.output<string[]>(pulumi.secret(["y"]));

// A plain branch computed with statements of its own.
const encoded = !flag ? pet.id : pulumi.output(pclToJSON({
    a: 1,
}));

// The length of one of two lists of outputs.
const chosenCount = (flag ? pets.map(item => item.id) : [pet.id]).length;
const sized = new random.RandomPet("sized", {
    length: chosenCount,
    prefix: encoded,
});
export const mixedMaps = mixedMapsValue;
export const widened = widenedValue;
export const heldList = heldListValue;

// A conditional holding outputs given where a value of any type is taken.
export const anyValue = [
    flag ? {
        name: pet.id,
    } : {},
];

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
