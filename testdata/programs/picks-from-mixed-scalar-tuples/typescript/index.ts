import * as pulumi from "@pulumi/pulumi";
import * as random from "@pulumi/random";

// Constant picks from tuples of scalars of different types beside outputs
// that may fail (so the tuple is evaluated whole): each element keeps its
// own type, an int beside a number stays an int.
const pet = new random.RandomPet("pet", {
    length: 2,
});
const intOfNumbersValue = ([1, pet.length.apply(length => 1.5 + length)] as [number, pulumi.Output<number>])[0];
const numberOfIntsValue = pulumi.output(([3, pet.length.apply(length => pclDivide(7, length))] as [number, pulumi.Output<number>])[1]);
const intBesideTextValue = pulumi.output((["x", pet.length.apply(length => 1 + length)] as [string, pulumi.Output<number>])[1]);
const boolOfMixed = ([true, pet.length.apply(length => length / 2), "y"] as [boolean, pulumi.Output<number>, string])[0];
const textOfMixed = ([pet.length.apply(length => length % 2), "z"] as [pulumi.Output<number>, string])[1];
const recoveredValue = ([
    1,
    pet.length.apply(length => 16 + length),
    pulumi.recover(pulumi.secret(-3), err => {
        const error = err instanceof Error ? err.message : String(err);
        return 4;
    }),
] as [number, pulumi.Output<number>, pulumi.Output<number>])[0];
const counted = new random.RandomPet("counted", {
    length: intOfNumbersValue + 1,
    prefix: `${textOfMixed}-${boolOfMixed}`,
});
export const intOfNumbers = intOfNumbersValue;
export const numberOfInts = numberOfIntsValue;
export const intBesideText = intBesideTextValue;
export const recovered = recoveredValue * 2;

// pclDivide divides as PCL does: dividing by zero is an error.
function pclDivide(dividend: number, divisor: number): number {
    if (divisor === 0) {
        throw new Error("Division by zero");
    }
    return dividend / divisor;
}
