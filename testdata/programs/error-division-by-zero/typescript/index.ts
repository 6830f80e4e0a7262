import * as random from "@pulumi/random";

// Dividing by zero is an error: the run fails there. The divisor is computed
// from a resource's output (the pet's length less 2, which is 0), so the
// division happens when the output is known; the remainder by it would fail
// the same way.
const pet = new random.RandomPet("pet", {
    length: 2,
});
const divisor = pet.length.apply(length => length - 2);
const name = new random.RandomString("name", {
    length: divisor.apply(divisor2 => pclInt(pclDivide(16, divisor2))),
});
export const remainder = divisor.apply(divisor2 => pclModulo(16, divisor2));

// pclDivide divides as PCL does: dividing by zero is an error.
function pclDivide(dividend: number, divisor: number): number {
    if (divisor === 0) {
        throw new Error("Division by zero");
    }
    return dividend / divisor;
}

// pclInt gives a number to an int as PCL does: only a whole number.
function pclInt(value: number): number {
    if (!Number.isInteger(value)) {
        throw new Error(`a whole number is required, not ${value}`);
    }
    return value;
}

// pclModulo takes the remainder as PCL does: by zero it is an error.
function pclModulo(dividend: number, divisor: number): number {
    if (divisor === 0) {
        throw new Error("Division by zero");
    }
    return dividend % divisor;
}
