import * as pulumi from "@pulumi/pulumi";

const config = new pulumi.Config();

// Conditionals whose branches are collections of different shapes (an
// empty tuple, a list of lists, a for expression): each branch is the
// conditional's type, in Go a slice of the unified element type.
const wide = config.getBoolean("wide") ?? false;
const nestedValue: string[][] = wide ? [] : !wide ? wide ? [] : [["a"]] : Object.entries({
    x: 1,
}).sort(([a], [b]) => (a < b ? -1 : 1)).filter(([k, v]) => v > 0).map(([k, v]) => [k]);
const emptyOrMapValue: {first?: {a: number}} = wide ? {} : {
    first: {
        a: 1,
    },
};
const numbersValue: number[] = wide ? [1] : wide ? [] : [2.5, 3];
export const nested = nestedValue;
export const emptyOrMap = emptyOrMapValue;
export const numbers = numbersValue;
