import * as pulumi from "@pulumi/pulumi";
import * as random from "@pulumi/random";

const config = new pulumi.Config();

// Number literals: digits alone are ints; a literal with a fraction or an
// exponent is a number, which every language reads as the same float64.
const scale = config.getNumber("scale") ?? 1000;
const largestValue: number = 1.7976931348623157e308;
const hugeValue: number = 1e300;
const tinyValue: number = 5e-324;
const wholeNumber: number = 2;

// The exact value of the largest float64, as the YAML converter writes it.
const exactLargest: number = 1.7976931348623157e308;
const pet = new random.RandomPet("pet", {
    length: 2,
    separator: `1.5-${pclNumberText(wholeNumber)}`,
});
const password = new random.RandomPassword("password", {
    length: 16,
});
export const largest = largestValue;
export const huge = hugeValue;
export const tiny = tinyValue;
export const sameAsLargest = exactLargest === largestValue;
export const scaled = scale * 0.0025;
export const whole = wholeNumber;
export const numbers = [1e300, -1e-300, 2, 0, 0.1, 100];
export const halfLargest = largestValue / 2;
export const negativeLargest = -1.7976931348623157e308;
export const petLength = pet.length;
export const passwordLength = password.length;

// A template of constants only is their text, '%' and all.
export const constantTemplate = `${false}100% 1.5%d!`;

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
