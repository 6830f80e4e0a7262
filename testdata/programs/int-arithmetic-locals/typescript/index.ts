import * as pulumi from "@pulumi/pulumi";
import * as aws from "@pulumi/aws";
import * as random from "@pulumi/random";

const config = new pulumi.Config();

// Arithmetic on ints that may be null (an optional config, an instance's
// optional property) is typed number by the binder, and is an int in Go: a
// local holding it is an int, or an IntOutput, where its references were
// read as float64 (the apply's assertion panicked: fuzz seed 10043). The
// locals are compared with numbers and ints, multiplied by numbers, written
// in templates and given to int and number inputs.
const optionalCount = pclWhole("optionalCount", config.getNumber("optionalCount"), "int") ?? 4;
const secretCount = config.getSecretNumber("secretCount")?.apply(value => pclWhole("secretCount", value, "int")) ?? pulumi.secret(3);
const server = new aws.ec2.Instance("server", {
    ami: "ami-1",
    instanceType: "t3.micro",
    rootBlockDevice: {
        iops: 100,
    },
});
const plainProduct = [1, 2].length * pclOperand(optionalCount);
const secretProduct = secretCount.apply(secretCount2 => [1].length * pclOperand(secretCount2));
const outputProduct = server.rootBlockDevice.apply(rootBlockDevice => 2 * pclOperand(rootBlockDevice.iops));
const sizes = {
    half: 2.5,
    two: 2,
};
const password = new random.RandomPassword("password", {
    length: plainProduct,
    minUpper: secretProduct,
    minLower: outputProduct.apply<number>(outputProduct2 => outputProduct2 > 150 ? 1 : 0),
});
export const comparisons = [
    plainProduct > 2.5,
    secretProduct.apply(secretProduct2 => secretProduct2 > sizes.half),
    outputProduct.apply(outputProduct2 => outputProduct2 >= sizes.two),
    outputProduct.apply(outputProduct2 => outputProduct2 === 200),
];
export const scaled = [
    plainProduct * 1.5,
    secretProduct.apply(secretProduct2 => secretProduct2 * sizes.half),
    outputProduct.apply(outputProduct2 => outputProduct2 / 8),
];
export const texts = pulumi.interpolate`${pclNumberText(plainProduct)}/${secretProduct.apply(pclNumberText)}/${outputProduct.apply(pclNumberText)}`;
export const sums = [
    plainProduct + 1,
    secretProduct.apply(secretProduct2 => secretProduct2 + plainProduct),
    pulumi.all([outputProduct, secretProduct]).apply(([outputProduct2, secretProduct2]) => outputProduct2 - secretProduct2),
];

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

// pclWhole checks that the config variable name's value of a type holding
// ints has whole numbers where the type has ints: shape is "int", ["list",
// shape], ["map", shape] or an object of the properties' shapes.
function pclWhole<T>(name: string, value: T, shape: unknown): T {
    const check = (v: unknown, s: unknown): void => {
        if (v === null || v === undefined) {
            return;
        }
        if (s === "int") {
            if (typeof v === "number" && !Number.isInteger(v)) {
                throw new Error(`Configuration variable '${name}' must be an integer, not ${v}`);
            }
        } else if (Array.isArray(s)) {
            const values = s[0] === "list" ? (Array.isArray(v) ? v : []) : Object.values(v as object);
            values.forEach(e => check(e, s[1]));
        } else if (typeof s === "object" && s !== null && typeof v === "object") {
            for (const [k, ps] of Object.entries(s)) {
                check((v as Record<string, unknown>)[k], ps);
            }
        }
    };
    check(value, shape);
    return value;
}
