import * as pulumi from "@pulumi/pulumi";
import * as random from "@pulumi/random";

const config = new pulumi.Config();

// PCL compares values with == and != without converting them: values of
// different types are unequal unless both are null, and lists, maps and
// objects compare by their elements.
const count = pclWhole("count", config.getNumber("count"), "int") ?? 1;
const label = config.get("label") ?? "1";
const ratio = config.getNumber("ratio") ?? 1;
const zones = config.getObject<string[]>("zones") ?? ["a", "b"];
const sizes = pclWhole("sizes", config.getObject<Record<string, number>>("sizes"), ["map", "int"]) ?? {
    small: 1,
};
const maybe = config.getObject<{name?: string}>("maybe") ?? {};
const pet = new random.RandomPet("pet", {
    length: 2,
});
const mixed: [number, string] = [count, label];
const picked = mixed[0];
const wrapped = mixed[1];
export const intAndString = pclBothNull(count, label);
export const intAndNumber = count === ratio;
export const numberAndBool = !pclBothNull(ratio, true);
export const listAndTuple = pclBothNull(zones, ["a", "b"]);
export const loopAndList = pclEqual(zones.map(z => z), zones);
export const mapAndObject = pclBothNull(sizes, {
    small: 1,
});
export const listAndMap = !pclBothNull(zones, sizes);
export const tuples = pclEqual([count, label], [1, "1"]);
export const objects = pclEqual({
    a: count,
    b: [label],
}, {
    a: 1,
    b: ["1"],
});
export const optionalAcrossTypes = pclBothNull(maybe.name, sizes);
export const notNull = count == null;
export const bothNull = maybe.name == null;
export const pickedInt = picked === 1;
export const wrappedString = wrapped === "1";
export const eventualInt = pulumi.output(([pet.length, "z"] as [pulumi.Output<number>, string])[0]).apply(v => pclBothNull(v, "2"));
export const eventualLists = pet.id.apply(id => pclEqual([id], [id]));
export const eventualObjects = pet.id.apply(id => !pclEqual({
    id: id,
}, {
    id: "x",
}));
export const eventualAcrossTypes = pulumi.output(Object.fromEntries(Array.from({length: 2}, (_, i) => i).map(k => [`k${pclNumberText(k)}`, pet.id]))).apply(values => pclBothNull(values, "k0"));
export const filtered = pet.id.apply(id => zones.filter(z => !pclEqual([z, id], [id, z])));

// pclBothNull reports whether a and b are both null, the only way values
// of different types (a number and a string, a list and a map) are equal
// in PCL, which compares values without converting them.
function pclBothNull(a: unknown, b: unknown): boolean {
    return (a === null || a === undefined) && (b === null || b === undefined);
}

// pclEqual compares two values as PCL does: lists and objects by their
// elements (a property whose value is null as one the object lacks), null
// equal to null only.
function pclEqual(a: unknown, b: unknown): boolean {
    if (a === undefined) {
        a = null;
    }
    if (b === undefined) {
        b = null;
    }
    if (a === null || b === null || typeof a !== "object" || typeof b !== "object") {
        return a === b;
    }
    if (Array.isArray(a) || Array.isArray(b)) {
        return Array.isArray(a) && Array.isArray(b) && a.length === b.length && a.every((e, i) => pclEqual(e, b[i]));
    }
    const x = a as Record<string, unknown>;
    const y = b as Record<string, unknown>;
    const keys = Object.keys(x).filter(k => x[k] != null);
    return keys.length === Object.keys(y).filter(k => y[k] != null).length && keys.every(k => k in y && pclEqual(x[k], y[k]));
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
