import * as pulumi from "@pulumi/pulumi";
import * as aws from "@pulumi/aws";
import * as random from "@pulumi/random";

// Loops over objects whose values are outputs of unlike types (an optional
// int and an int, an optional bool and a bool): each value is an output of
// their unified type.
const shuffle = new random.RandomShuffle("shuffle", {
    inputs: ["a", "b", "c"],
    resultCount: 2,
});
const numberResource = new random.RandomInteger("number", {
    min: 1,
    max: 9,
});
const image = new aws.ec2.Ami("image", {
    name: "image",
    enaSupport: true,
});
const counts = {
    picked: shuffle.resultCount,
    drawn: numberResource.result,
};
export const incremented = Object.entries<pulumi.Output<number | undefined>>(counts).sort(([a], [b]) => (a < b ? -1 : 1)).map(([k, v]) => v.apply(v2 => pclOperand(v2) + 1));
export const named = Object.fromEntries(Object.entries<pulumi.Output<number | undefined>>({
    a: shuffle.resultCount,
    b: numberResource.result,
}).map(([k, v]) => [k, v.apply(v2 => pclOperand(v2) * 2)]));
export const flags = Object.entries<pulumi.Output<boolean | undefined>>({
    a: image.enaSupport,
    b: image.manageEbsSnapshots,
}).sort(([a], [b]) => (a < b ? -1 : 1)).map(([k, v]) => v.apply<string>(v2 => v2 ? k : "off"));

// pclOperand gives an operand of arithmetic, an order or a logical
// operation, which PCL refuses to be null.
function pclOperand<T>(value: T | null | undefined): T {
    if (value === null || value === undefined) {
        throw new Error("Invalid operand: the value is null");
    }
    return value;
}
