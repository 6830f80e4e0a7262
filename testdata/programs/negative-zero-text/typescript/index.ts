import * as pulumi from "@pulumi/pulumi";

const config = new pulumi.Config();

// Arithmetic on zero that float64s make negative zero (-0), printed as PCL
// prints it: 0.
const x = config.getNumber("x") ?? 0;
const y = config.getObject<any>("y") ?? 0;
export const negated = `${pclNumberText(-x)}`;
export const product = `n${pclNumberText(x * -1)}`;
export const quotient = `${pclNumberText(pclDivide(x, -4))}`;
export const anyNegated = `${pclNumberText(-y)}`;

// pclDivide divides as PCL does: dividing by zero is an error.
function pclDivide(dividend: number, divisor: number): number {
    if (divisor === 0) {
        throw new Error("Division by zero");
    }
    return dividend / divisor;
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
