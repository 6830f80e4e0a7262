import * as pulumi from "@pulumi/pulumi";
import * as random from "@pulumi/random";

// Tuples and objects holding outputs beside plain values, which Go holds as
// inputs, converted element by element where a collection of another
// element type is taken: ints as numbers in a choice with a list of
// numbers, numbers and bools as strings in a resource's input, directly,
// in a choice and in a loop's value, and an object's as a map's, held or secret.
const sized = new random.RandomInteger("sized", {
    min: 1,
    max: 9,
});
const counts: [pulumi.Output<number>, number] = [sized.result.apply(result => Math.min(result, 10)), 3];
const mixed: [pulumi.Output<string>, number, boolean] = [sized.id, 5, true];
const labels = {
    count: sized.result,
    fixed: 2,
    flag: true,
};
const chosenValue = {
    delta: true ? [pulumi.output(-2.75)] : counts,
};
const unchosenValue = {
    delta: false ? [pulumi.output(-2.75)] : counts,
};
const shuffled = new random.RandomShuffle("shuffled", {
    inputs: [mixed[0], pclNumberText(mixed[1]), String(mixed[2])],
});
const chosenInputs = new random.RandomShuffle("chosenInputs", {
    inputs: false ? ["a"] : [mixed[0], pclNumberText(mixed[1]), String(mixed[2])],
    keepers: {
        count: labels.count.apply(count => pclNumberText(count)),
        fixed: pclNumberText(labels.fixed),
        flag: String(labels.flag),
    },
});
const secretKeepers = new random.RandomShuffle("secretKeepers", {
    inputs: ["b"],
    keepers: pulumi.secret({
        count: "4",
        flag: "false",
    }),
});
const looped = new random.RandomShuffle("looped", {
    inputs: counts.map(n => pulumi.output(n).apply(n2 => pclNumberText(n2))),
});
export const chosen = chosenValue;
export const unchosen = unchosenValue;

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
