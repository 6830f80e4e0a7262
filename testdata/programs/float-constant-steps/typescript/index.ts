import * as pulumi from "@pulumi/pulumi";

const config = new pulumi.Config();

// Arithmetic on number constants rounds after every operation, as PCL
// computes on float64s: 3 * 0.1 is 0.30000000000000004, not the 0.3 that
// an exact evaluation of the constants (Go's) would give. Operations whose
// steps round to the exact value are written as they are.
export const product = 3 * 0.1;
export const sum = 0.1 + 0.2;
export const negated = -(0.1 + 0.2) * 3;
export const quotient = 1 / 3 * 3;
export const exactSteps = 2 * 0.5 + 0.25;
export const inText = `${pclNumberText(0.1 + 0.7)} and ${pclNumberText(1.1 * 1.1)}`;

// Steps that round inside an expression whose exact value is PCL's: each
// step is PCL's, so the whole is printed as PCL's value (fuzz seed 12888).
export const roundedInside = [0.1 * 1.5 - 1000 + (1000 + -2.75 * 0.1), 1000 + -(0.1 * 3) - 1000];

// A constant step that rounds, beside a value computed when the program
// runs: the step is PCL's value, not Go's exact one (fuzz seed 84184).
const large = config.getBoolean("large") ?? true;
export const constantStepBesideChoice = `${pclNumberText(0.1 * 1.5 * (large ? 1.5 : -2.75))}`;

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
