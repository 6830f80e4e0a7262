import * as pulumi from "@pulumi/pulumi";
import * as aws from "@pulumi/aws";
import * as random from "@pulumi/random";

const config = new pulumi.Config();

// Choices of objects whose inner objects' properties do not unify (an output
// of an int in one branch, a number in another): the inner object is of a
// union of object types that each hold outputs, and a branch's plain values
// are held as the outputs they are there.
const c = config.getBoolean("c") ?? true;
const d = config.getBoolean("d") ?? false;
const pet = new random.RandomInteger("pet", {
    min: 1,
    max: 5,
});
const hotelValue: {mike: pulumi.Output<number>, papa?: {golf: pulumi.Output<number>, hotel: pulumi.Output<number>, xray: number}} = c ? {
    mike: pet.result,
    papa: {
        golf: pet.result,
        hotel: pet.result,
        xray: 8,
    },
} : d ? {
    mike: pet.result,
    papa: undefined,
} : {
    mike: pulumi.output(-2.75),
    papa: {
        golf: pulumi.output(4),
        hotel: pulumi.output(0.1),
        xray: 16,
    },
};
const listedValue = [
    c ? {
        inner: {
            n: pet.result,
        },
    } : d ? {
        inner: {
            n: pulumi.output(0.5),
        },
    } : {
        inner: {
            n: pulumi.output(2),
        },
    },
];
const tagged = new aws.s3.Bucket("tagged", {
    tags: {
        golf: pulumi.interpolate`${hotelValue.papa!.golf.apply(pclText)}`,
        n: pulumi.interpolate`${listedValue[0].inner.n.apply(pclNumberText)}`,
    },
});
export const hotel = hotelValue;
export const listed = listedValue;

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
