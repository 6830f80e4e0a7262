import * as pulumi from "@pulumi/pulumi";
import * as random from "@pulumi/random";

const config = new pulumi.Config();

// A choice of plain condition and eventual branches, nested inside another
// choice, whose branches convert where the outer choice's value is taken:
// an int beside an optional number, an int or a bool beside an optional
// string. Each branch is converted where it is, so the inner choice is of
// the converted type (not a union of an int and an optional number).
const on = config.getBoolean("on") ?? true;
const off = config.getBoolean("off") ?? false;
const shuffle = new random.RandomShuffle("shuffle", {
    inputs: ["a", "b"],
});
const optionalNumber = pulumi.secret(on ? 2.5 : undefined);
const optionalText = pulumi.secret(on ? "t" : undefined);

// number
const innerIntValue = on ? pulumi.output(1.5) : off ? pulumi.output(3) : optionalNumber;
const innerIntHeldValue = off ? pulumi.output(1.5) : on ? pulumi.output(3) : optionalNumber;
const innerNumberValue = off ? pulumi.output(1.5) : off ? pulumi.output(3) : optionalNumber;
const deeperValue = off ? pulumi.output(0.5) : off ? pulumi.output(1.5) : on ? pulumi.output(7) : optionalNumber;
const countOrIntValue = off ? pulumi.output(1.5) : on ? pulumi.output(4) : shuffle.resultCount;

// string
const intAsTextValue = off ? pulumi.output("s") : on ? pulumi.output("3") : optionalText;
const boolAsTextValue = off ? pulumi.output("s") : on ? pulumi.output("true") : optionalText;
const countAsTextValue = off ? pulumi.output("s") : on ? shuffle.resultCount.apply(resultCount => pclMaybe(resultCount, pclNumberText)!) : optionalText;
const textHeldValue = off ? pulumi.output("s") : off ? pulumi.output("3") : optionalText;
const pet = new random.RandomPet("pet", {
    prefix: off ? "p" : on ? "12" : optionalText as pulumi.Output<string>,
});
export const innerInt = innerIntValue;
export const innerIntHeld = innerIntHeldValue;
export const innerNumber = innerNumberValue;
export const deeper = deeperValue;
export const countOrInt = countOrIntValue;
export const intAsText = intAsTextValue;
export const boolAsText = boolAsTextValue;
export const countAsText = countAsTextValue;
export const textHeld = textHeldValue;
export const prefix = pet.prefix;

// pclMaybe converts a value that may be null as PCL does: null stays null.
function pclMaybe<T, R>(value: T | null | undefined, convert: (value: T) => R): R | undefined {
    return value === null || value === undefined ? undefined : convert(value);
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
