import * as pulumi from "@pulumi/pulumi";
import * as random from "@pulumi/random";

const config = new pulumi.Config();
const flag = config.getBoolean("flag") ?? true;
const pet = new random.RandomPet("pet");
const objects: Record<string, random.RandomPet> = {};
for (const [key, value] of Object.entries((flag ? {
    beta: 0.25,
    "with space": 1.5,
} : {
    "a.b": 3,
}))) {
    objects[key] = new random.RandomPet(`objects-${key}`, {
        prefix: pulumi.interpolate`${pet.id}-${pclText(value)}`,
    });
}
const listed: random.RandomPet[] = [];
for (const [index, value] of (flag ? [1e21, 2.5] : [3]).entries()) {
    listed.push(new random.RandomPet(`listed-${index}`, {
        prefix: pulumi.interpolate`${pet.id}-${pclNumberText(value)}`,
    }));
}
const anything = config.getObject<any[]>("anything") ?? [1, true, "x", 0.5];
const textsValue = anything.map(v => pulumi.interpolate`${pet.id}:${v}`);
export const prefixes = [
    pclIndex(objects, "beta").prefix,
    pclIndex(objects, "with space").prefix,
    pclIndex(listed, 0).prefix,
    pclIndex(listed, 1).prefix,
];
export const texts = textsValue;

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
