import * as random from "@pulumi/random";

// Resources ranged over a conditional between two maps: the loop reads the
// entries of whichever the condition picks.
const flag = true as boolean;
const tagged: Record<string, random.RandomPet> = {};
for (const [key, value] of Object.entries((flag ? {
    first: 1,
    second: 2,
} : {
    third: 3,
}))) {
    tagged[key] = new random.RandomPet(`tagged-${key}`, {
        prefix: `${key}-${pclText(value)}`,
    });
}
export const prefixes = Object.entries(tagged).sort(([a], [b]) => (a < b ? -1 : 1)).map(([k, pet]) => pet.prefix);

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
