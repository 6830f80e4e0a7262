import * as pulumi from "@pulumi/pulumi";
import * as random from "@pulumi/random";

const config = new pulumi.Config();

// A loop over the entries of a list that holds an output, inside the apply
// that resolves it: the loop's variables are plain there, and read as
// plain values. (A secret config of any type, unused, is part of the
// program the fuzz campaign found, seed 7042.)
const unused = config.getSecretObject<any>("unused") ?? pulumi.secret<any>([1.5]);
const delta = {
    kilo: ["", "100%"],
    lima: pulumi.secret<Record<string, any>>({}),
};
const alpha = new random.RandomShuffle("alpha", {
    inputs: delta.kilo,
    resultCount: 1,
});
export const doubled = Object.fromEntries([pulumi.interpolate`pre ${alpha.resultCount.apply(pclText)} end`, "x"].map((value, key) => ({key, value})).map((pulumi2, fmt) => [`k${pclNumberText(fmt)}`, `-${pclNumberText(pulumi2.key * 2)} end`]));

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
