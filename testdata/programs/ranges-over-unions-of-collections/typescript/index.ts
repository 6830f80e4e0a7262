import * as pulumi from "@pulumi/pulumi";
import * as random from "@pulumi/random";

const config = new pulumi.Config();

// Ranges over conditionals whose branches are collections of different
// kinds (a list and a tuple, a map and an object), which PCL types as a
// union of them: each is ranged over as the one collection both convert to.
const useNames = config.getBoolean("useNames") ?? true;
const names = config.getObject<string[]>("names") ?? ["x", "y"];
const sizes = pclWhole("sizes", config.getObject<Record<string, number>>("sizes"), ["map", "int"]) ?? {
    a: 1,
};
const maybeNames = config.getObject<string[]>("maybeNames") ?? ["m"];
const shuffle = new random.RandomShuffle("shuffle", {
    inputs: ["p", "q"],
});

// A plain condition, a list and a tuple.
const plainList: random.RandomPet[] = [];
for (const [index, value] of (useNames ? names : ["a", "b", "c"]).entries()) {
    plainList.push(new random.RandomPet(`plainList-${index}`, {
        prefix: value,
    }));
}

// A branch that may be null and a tuple, chosen by an eventual condition.
const eventualList = pulumi.unsecret(shuffle.results.apply(results => results.length > 1 ? maybeNames : ["d", "e"])).apply(rangeValue => {
    const resources: random.RandomPet[] = [];
    for (const [index, value] of pclOperand(rangeValue).entries()) {
        resources.push(new random.RandomPet(`eventualList-${index}`, {
            prefix: `${pclNumberText(index)}-${value}`,
        }));
    }
    return resources;
});

// A map that may be null and an object.
const mapped: Record<string, random.RandomPet> = {};
for (const [key, value] of Object.entries(pclOperand((useNames ? sizes : {
    b: 2,
    c: 3,
})))) {
    mapped[key] = new random.RandomPet(`mapped-${key}`, {
        length: value,
    });
}
export const counts = [
    plainList.length,
    eventualList.apply(eventualList2 => eventualList2.length),
    Object.keys(mapped).length,
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

// pclOperand gives an operand of arithmetic, an order or a logical
// operation, which PCL refuses to be null.
function pclOperand<T>(value: T | null | undefined): T {
    if (value === null || value === undefined) {
        throw new Error("Invalid operand: the value is null");
    }
    return value;
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
