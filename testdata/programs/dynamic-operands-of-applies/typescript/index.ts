import * as pulumi from "@pulumi/pulumi";
import * as random from "@pulumi/random";

const config = new pulumi.Config();
const flag = config.getBoolean("flag") ?? false;
const shuffle = new random.RandomShuffle("shuffle", {
    inputs: ["a", "b"],
    resultCount: 2,
});
const settings = {
    count: !flag ? pulumi.output((() => {
        try {
            return (() => {
                throw new Error("not here");
            })();
        } catch {}
        return 9;
    })()) : false ? shuffle.resultCount : shuffle.resultCount,
};
export const interpolated = pulumi.interpolate`a${settings.count.apply(count => 10 + pclOperand(count)).apply(pclNumberText)}`;
export const sum = settings.count.apply(count => 10 + pclOperand(count));

// An operand of any type chosen between an optional output and a value of
// any type (a try's): it may be null, which PCL refuses (fuzz seed 84225).
const fallback = (() => {
    try {
        return (() => {
            throw new Error("not here");
        })();
    } catch {}
    return 10;
})();
export const chosenOperand = pulumi.interpolate`${pulumi.all([shuffle.results, shuffle.resultCount]).apply(([results, resultCount]) => pclOperand(results.length > 1 ? resultCount : fallback) - 14).apply(pclNumberText)}`;

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
