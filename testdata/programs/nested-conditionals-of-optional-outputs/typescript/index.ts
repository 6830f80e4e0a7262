import * as pulumi from "@pulumi/pulumi";
import * as aws from "@pulumi/aws";
import * as random from "@pulumi/random";

const config = new pulumi.Config();

// Conditionals of optional outputs (an optional int, an optional string)
// inside conditionals whose other branch has another type: Go holds such a
// conditional as a value of any type, which must hold the optional's value,
// not a pointer to it.
const papa = config.getBoolean("papa") ?? false;
const echo = new random.RandomShuffle("echo", {
    inputs: ["a"],
    resultCount: 7,
});
const image = new aws.ec2.Ami("image", {
    name: "image",
});
const pet = new random.RandomPet("pet", {
    prefix: pulumi.interpolate`a${(papa ? papa ? pulumi.output(-2.75) : echo.resultCount : echo.resultCount).apply(pclText)}`,
});
export const chosenNumber = papa ? papa ? pulumi.output(-2.75) : echo.resultCount : echo.resultCount;
export const chosenText = pulumi.interpolate`b${(!papa ? papa ? pulumi.output<string | number | undefined>(1) : pulumi.output<string | number | undefined>(image.ramdiskId) : image.kernelId).apply(pclText)}`;
export const compared = (papa ? papa ? pulumi.output(1.5) : echo.resultCount : echo.resultCount).apply(value => value === 7);
export const listed = [
    papa ? pulumi.output("x") : papa ? pulumi.output("2") : echo.resultCount.apply(resultCount => pclMaybe(resultCount, pclNumberText)!),
];

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

// pclText prints a value in a string template as PCL does: numbers in plain
// digits, and null an error.
function pclText(value: unknown): string {
    if (value === null || value === undefined) {
        throw new Error("Invalid template interpolation value: the value is null");
    }
    return typeof value === "number" ? pclNumberText(value) : String(value);
}
