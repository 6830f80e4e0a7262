import * as pulumi from "@pulumi/pulumi";
import * as random from "@pulumi/random";

const config = new pulumi.Config();

// Objects of optional ints and numbers (a conditional of an empty object and
// one of both), whose elements Go holds as interface{} values, read as
// numbers: in arithmetic, comparisons and secrets, as a range's values and
// in for expressions.
const pick = config.getBoolean("pick") ?? false;
const sizes: {large?: number, small?: number} = pick ? {} : {
    small: 3,
    large: 0.5,
};
const pets: Record<string, random.RandomPet> = {};
for (const [key, value] of Object.entries((pick ? {} : {
    Key: 3,
    beta: 0.1,
}))) {
    pets[key] = new random.RandomPet(`pets-${key}`, {
        length: pclOperand(value) > 1 ? 2 : 1,
        prefix: pulumi.interpolate`${pclNumberText(pclOperand(value) * pclOperand(value))}-${pulumi.recover(pulumi.secret(value), err => {
            const error = err instanceof Error ? err.message : String(err);
            return 0.25;
        }).apply(pclText)}`,
});
}
const squaresValue = Object.entries(sizes).sort(([a], [b]) => (a < b ? -1 : 1)).map(([k, v]) => pclOperand(v) * pclOperand(v));
const halvesValue = Object.fromEntries(Object.entries(sizes).filter(([k, v]) => pclOperand(v) >= 1).map(([k, v]) => [k, pclOperand(v) / 2]));
export const squares = squaresValue;
export const halves = halvesValue;

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
