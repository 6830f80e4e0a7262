import * as pulumi from "@pulumi/pulumi";
import * as aws from "@pulumi/aws";
import * as random from "@pulumi/random";

const config = new pulumi.Config();

// Conditionals whose branches hold values of different scalar types, some
// outputs (an optional number beside an int, a number beside a string),
// given to inputs of one scalar type: each branch is converted to it, and
// null stays null where the input is optional.
const pick = config.getBoolean("pick") ?? true;
const shuffle = new random.RandomShuffle("shuffle", {
    inputs: ["a", "b"],
    resultCount: 2,
});
const word = new random.RandomString("word", {
    length: pick ? shuffle.resultCount.apply(resultCount => resultCount === 1 ? resultCount : pclOperand(resultCount) + 1) as pulumi.Output<number> : 3,
    special: pick ? shuffle.resultCount.apply(resultCount => resultCount === 2) : false,
});
const server = new aws.ec2.Instance("server", {
    ami: pick ? shuffle.resultCount.apply(resultCount => pclNumberText(pclOperand(resultCount) / 2)) : "ami-0",
    instanceType: !pick ? "7" : word.result,
});
const again = new random.RandomShuffle("again", {
    inputs: [word.result],
    resultCount: pulumi.output<number | undefined>(pick ? pulumi.output(undefined) : shuffle.resultCount.apply(resultCount => resultCount === 2 ? pclOperand(resultCount) / 2 : resultCount)).apply(value => pclMaybe(value, pclInt)!),
});
const third = new random.RandomShuffle("third", {
    inputs: ["x"],
    resultCount: pulumi.output<number | undefined>(pick ? pulumi.output(undefined) : shuffle.resultCount.apply(resultCount => pclOperand(resultCount) / 2)).apply(value => pclMaybe(value, pclInt)!),
});
const parsed = new random.RandomShuffle("parsed", {
    inputs: ["x"],
    resultCount: pulumi.output<string | undefined>(!pick ? pulumi.output(undefined) : pulumi.interpolate`${shuffle.resultCount.apply(pclText)}`).apply(value => pclMaybe(value, pclNumber)!),
});

// pclInt gives a number to an int as PCL does: only a whole number.
function pclInt(value: number): number {
    if (!Number.isInteger(value)) {
        throw new Error(`a whole number is required, not ${value}`);
    }
    return value;
}

// pclMaybe converts a value that may be null as PCL does: null stays null.
function pclMaybe<T, R>(value: T | null | undefined, convert: (value: T) => R): R | undefined {
    return value === null || value === undefined ? undefined : convert(value);
}

// pclNumber converts a string to a number as PCL does: the whole string must
// be a decimal number.
function pclNumber(text: string): number {
    if (!/^[+-]?(\d+\.?\d*|\.\d+)([eE][+-]?\d+)?$/.test(text)) {
        throw new Error(`a number is required, not ${JSON.stringify(text)}`);
    }
    return Number(text);
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
