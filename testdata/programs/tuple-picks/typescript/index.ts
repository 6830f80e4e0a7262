import * as pulumi from "@pulumi/pulumi";
import * as random from "@pulumi/random";

// A constant index into a tuple that holds outputs picks a plain element
// as a plain value, as the binder types it: compared, added to and given
// as a plain input in every language (TypeScript compared the output
// itself, and Go added to one).
const pet = new random.RandomPet("pet", {
    length: 2,
});
const picked = [].length;
const indexed: number = 3;
const eventualValue = pulumi.output(([[].length, pet.length] as [number, pulumi.Output<number>])[1]);
const sized = new random.RandomString("sized", {
    length: indexed + picked,
});
export const compared = picked > -2.75 ? "above" : "below";
export const added = indexed + 1;
export const eventual = eventualValue.apply(eventual2 => eventual2 * 2);
const shuffle = new random.RandomShuffle("shuffle", {
    inputs: ["a", "b"],
    resultCount: 1,
});
export const remainders = {
    first: shuffle.resultCount.apply(resultCount => [pclOperand(resultCount) % 5][0]),
};
const mixedNumbers: [number, any] = [
    1,
    (() => {
        try {
            return (() => {
                throw new Error("not here");
            })();
        } catch {}
        return 2147483648;
    })(),
];
export const firstNumber = `${pclNumberText(mixedNumbers[0])}!`;

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
