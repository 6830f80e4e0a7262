import * as pulumi from "@pulumi/pulumi";
import * as aws from "@pulumi/aws";
import * as random from "@pulumi/random";

const config = new pulumi.Config();

// Elements of a choice between collections of different types holding
// outputs (lists of objects of other keys, maps of outputs beside
// constants), read by an index, element, lookup and an attribute, and
// computed on: each element is of the choice's type, whichever branch it
// comes from.
const pick = config.getBoolean("pick") ?? false;
const at = pclWhole("at", config.getNumber("at"), "int") ?? 1;
const server = new aws.ec2.Instance("server", {
    ami: "ami-0",
    instanceType: "t2.micro",
    tags: {
        Name: "web",
    },
});
const pet = new random.RandomPet("pet");
const lists: pulumi.Output<Record<string, string | undefined> | undefined>[] = pick ? [
    pulumi.output({
        "a.b": "dollar$",
        alpha: "x",
    }),
] : [
    pulumi.output<Record<string, any>>({}),
    pulumi.output({
        "a.b": pet.id,
        k1: "z",
    }),
    server.tags,
];
const maps: {first: pulumi.Output<string>, second?: pulumi.Output<string>} = pick ? {
    first: pet.id,
} : {
    first: pulumi.output("plain"),
    second: server.arn,
};
const objects = pick ? {
    name: pet.id,
    size: pulumi.output(1),
} : {
    name: pulumi.output("fixed"),
    size: pet.length,
};
export const indexed = pulumi.output<Record<string, string | undefined> | undefined>(pclIndex(lists, 0)).apply(lists2 => Object.entries(lists2!).sort(([a], [b]) => (a < b ? -1 : 1)).map(([k, v]) => `${k}=${pclText(v)}`));
export const element = pulumi.output(lists).apply(lists2 => Object.entries(pclElement(lists2, at)!).sort(([a], [b]) => (a < b ? -1 : 1)).map(([k, v]) => k));
export const looked = pulumi.interpolate`${pulumi.output(maps).apply(maps2 => maps2["first"] ?? "none").apply(pclText)}?`;
export const keyed = pulumi.interpolate`${maps.first}!`;
export const attribute = pulumi.interpolate`${objects.name}-${objects.size.apply(pclNumberText)}`;

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

// pclText prints a value in a string template as PCL does: numbers in plain
// digits, and null an error.
function pclText(value: unknown): string {
    if (value === null || value === undefined) {
        throw new Error("Invalid template interpolation value: the value is null");
    }
    return typeof value === "number" ? pclNumberText(value) : String(value);
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
