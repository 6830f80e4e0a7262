import * as pulumi from "@pulumi/pulumi";
import * as random from "@pulumi/random";

const config = new pulumi.Config();
const flag = config.getBoolean("flag") ?? true;
const shuffle = new random.RandomShuffle("shuffle", {
    inputs: ["a", "b", "c"],
    resultCount: 2,
});
const pet = new random.RandomPet("pet", {
    length: pulumi.all([shuffle.resultCount, shuffle.resultCount]).apply(([resultCount, shuffle2]) => [
        resultCount === 3 ? pclOperand(resultCount) % 4 : (resultCount as number | undefined) === 2 ? shuffle2 : 2147483648,
    ][0]) as pulumi.Output<number>,
});
const nestedValue = [
    shuffle.resultCount.apply<number | undefined>(resultCount => resultCount === 3 ? pclOperand(resultCount) % 4 : (resultCount as number | undefined) === 2 ? resultCount : 2147483648),
];
const plainConditionValue = flag ? shuffle.resultCount.apply(resultCount => pclOperand(resultCount) / 2) : flag ? shuffle.resultCount : pulumi.output(7);
const inObjectValue = {
    n: flag ? pulumi.output(0.5) : !flag ? shuffle.resultCount : pulumi.output(3),
};
export const length = pet.length;
export const nested = nestedValue;
export const plainCondition = plainConditionValue;
export const inObject = inObjectValue.n;

// pclOperand gives an operand of arithmetic, an order or a logical
// operation, which PCL refuses to be null.
function pclOperand<T>(value: T | null | undefined): T {
    if (value === null || value === undefined) {
        throw new Error("Invalid operand: the value is null");
    }
    return value;
}
