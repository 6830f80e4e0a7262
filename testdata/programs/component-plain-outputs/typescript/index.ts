import * as pulumi from "@pulumi/pulumi";
import { Comp } from "./comp";

// A component's outputs are outputs to the program that uses it, those with
// plain values too: read directly, through a local, in a comparison, a
// template and a loop.
const c = new Comp("c", {n: 2});
const count = c.plainNumber;
const names = c.plainNames;
export const doubled = c.plainNumber.apply(plainNumber => plainNumber * 2);
export const positive = count.apply(count2 => count2 >= 1);
export const text = pulumi.interpolate`${c.plainText}!`;
export const upper = names.apply(names2 => names2.map(s => `${s}-x`));
