import * as pulumi from "@pulumi/pulumi";
import * as random from "@pulumi/random";

const config = new pulumi.Config();

// A large number (beyond the digits %v prints without an exponent) read as
// a value of any type, a conditional's with try's, in a template: PCL
// prints its digits.
const pick = config.getBoolean("pick") ?? false;
const kilo = new random.RandomShuffle("kilo", {
    inputs: ["a"],
    resultCount: 2147483648,
});
const difference = pulumi.all([kilo.resultCount, pulumi.secret(3)]).apply(([resultCount, secret]) => Math.max(resultCount!, secret) - pclOperand(resultCount) * 5);
export const text = pulumi.interpolate`n${pick ? pulumi.output((() => {
    try {
        return (() => {
            throw new Error("not here");
        })();
    } catch {}
    return 4;
})()) : difference}!`;
export const flag = pulumi.interpolate`b${pick ? pulumi.output((() => {
    try {
        return (() => {
            throw new Error("not here");
        })();
    } catch {}
    return 4;
})()) : kilo.resultCount.apply(resultCount => pclOperand(resultCount) > 2)}`;

// pclOperand gives an operand of arithmetic, an order or a logical
// operation, which PCL refuses to be null.
function pclOperand<T>(value: T | null | undefined): T {
    if (value === null || value === undefined) {
        throw new Error("Invalid operand: the value is null");
    }
    return value;
}
