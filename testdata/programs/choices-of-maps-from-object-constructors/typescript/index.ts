import * as pulumi from "@pulumi/pulumi";
import * as random from "@pulumi/random";

const config = new pulumi.Config();

// A choice between objects one of whose attributes is a map computed from
// outputs in one branch and an object constructor in the other (of
// literals, or holding outputs itself): the constructor is taken as that
// map, whatever its keys.
const flag = config.getBoolean("flag") ?? false;
const shuffle = new random.RandomShuffle("shuffle", {
    inputs: ["a", "b"],
});
const settings: {details?: {size: number}, marks: pulumi.Output<Record<string, boolean>>, name: pulumi.Output<string | undefined>} = flag ? {
    name: shuffle.seed,
    marks: shuffle.results.apply(results => Object.fromEntries(results.map((v, k) => [`k${pclNumberText(k)}`, false as boolean]))),
    details: {
        size: 2,
    },
} : {
    name: pulumi.output("fixed"),
    marks: pulumi.output<Record<string, boolean>>({
        "x-y": true,
        k1: false,
    }),
};
export const marks = settings.marks;
export const name = settings.name;
const sizesValue = flag ? {
    counted: shuffle.results.apply(results => Object.fromEntries(results.map((v, k) => [`k${pclNumberText(k)}`, 1.5 as number]))),
} : {
    counted: pulumi.output<Record<string, pulumi.Input<number | undefined>>>({
        fixed: 2,
        fromOutput: shuffle.resultCount,
    }),
};
export const sizes = sizesValue.counted;

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
