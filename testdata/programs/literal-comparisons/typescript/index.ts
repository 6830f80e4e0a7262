import * as pulumi from "@pulumi/pulumi";

const config = new pulumi.Config();

// Constant locals of each primitive type compared with other constants by
// every comparison operator. TypeScript gives a const of a literal a literal
// type and rejects comparing two literal types that do not overlap (-1 and
// 0); PCL compares them, so each is false or true as PCL says.
const flag = config.getBoolean("flag") ?? true;
const aValue: number = -1;
const bValue: number = 2;
const ratio: number = 0.5;
const otherRatio: number = 1.5;
const name: string = "alpha";
const yes = true as boolean;
const no = !true as boolean;
const greeting = `hello-${name}`;
const literalText: string = "plain";
const joined: string = `a1`;
const choice: number = flag ? 1 : 2;
const either = (yes || false) as boolean;
const both = yes && no;
export const intEqual = aValue === 0 ? "true" : "false";
export const intComparisons = [
    aValue === bValue,
    aValue !== bValue,
    aValue < bValue,
    aValue <= bValue,
    aValue > bValue,
    aValue >= bValue,
];
export const numberComparisons = [
    ratio === otherRatio,
    ratio !== otherRatio,
    ratio < otherRatio,
    ratio <= otherRatio,
    ratio > otherRatio,
    ratio >= otherRatio,
];
export const mixedComparisons = [aValue === ratio, bValue !== otherRatio, aValue < ratio, bValue >= otherRatio];
export const stringComparisons = [
    name === "beta",
    name !== "beta",
    literalText === name,
    greeting === "hello-alpha",
    joined === "a2",
];
export const boolComparisons = [yes === no, yes !== no, no === false, either === both, yes === true];
export const literalComparisons = [
    (1 as number) === 2,
    (1 as number) !== 2,
    ("a" as string) === "b",
    (true as boolean) === false,
    (-1 as number) === 0,
    (1.5 as number) === 2.5,
    1 < 2,
];
export const conditionalComparisons = [
    choice === 3,
    ((flag ? 1 : 2) as number) === 3,
    ((flag ? "x" : "y") as string) !== "z",
    ((flag ? true : false) as boolean) === false,
];
