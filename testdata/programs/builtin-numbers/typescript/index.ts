import * as pulumi from "@pulumi/pulumi";

const config = new pulumi.Config();

// Numbers as PCL computes and prints them: the remainder takes the sign of
// the dividend, and numbers print in plain digits (1, not 1.0; never an
// exponent).
const dividend = config.getNumber("dividend") ?? -7;
const big = config.getNumber("big") ?? 2.5e+21;
const small = config.getNumber("small") ?? 2.5e-08;
const whole = config.getNumber("whole") ?? 1;
const remainderValue = dividend % 3;
const fractionValue = -7.5 % 2;
export const remainder = remainderValue;
export const fraction = fractionValue;
export const text = `${pclNumberText(whole)} ${pclNumberText(big)} ${pclNumberText(small)} ${remainderValue} ${pclNumberText(whole / 4)}`;
export const single = `${pclNumberText(big)}`;

// pclNumberText prints a number as PCL does: in plain digits, never with an
// exponent.
function pclNumberText(value: number): string {
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
