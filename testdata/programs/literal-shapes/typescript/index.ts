import * as pulumi from "@pulumi/pulumi";
import * as random from "@pulumi/random";
import { Shapes } from "./shapes";

// Values whose type TypeScript infers otherwise than PCL: a tuple of a
// plain number and an output (read by index, each element is its own
// type), and a component's outputs that are empty objects and lists, or
// tuples; and the entries of an empty object, of no known type.
const pet = new random.RandomPet("pet", {
    length: 2,
});
const pair: [number, pulumi.Output<number>] = [6, pet.length];
const sized = new random.RandomString("sized", {
    length: pair[0] - 1,
    minLower: pair[1],
});
const shapesComponent = new Shapes("shapes", {flag: false});
export const first = pair[0] * 2;
export const shapes = [
    shapesComponent.emptyObject,
    shapesComponent.emptyList,
    shapesComponent.mixed,
    shapesComponent.flags,
];
const holder: {empty: Record<string, any>} = {
    empty: {},
};
export const fromEmpty = Object.entries(holder.empty as Record<string, any>).sort(([a], [b]) => (a < b ? -1 : 1)).filter(([k, v]) => pclOperand(v) > 0.1).map(([k, v]) => k);

// pclOperand gives an operand of arithmetic, an order or a logical
// operation, which PCL refuses to be null.
function pclOperand<T>(value: T | null | undefined): T {
    if (value === null || value === undefined) {
        throw new Error("Invalid operand: the value is null");
    }
    return value;
}
