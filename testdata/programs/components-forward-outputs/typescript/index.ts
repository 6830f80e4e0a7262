import * as pulumi from "@pulumi/pulumi";
import { First } from "./first";
import { Second } from "./second";

// Two instances that read each other's outputs, the first before the second
// is declared: first's size is second's size output, an output it computes
// with (length = size + 1), and second's name is first's name output.
const [secondSize2, resolveSecondSize] = pulumi.deferredOutput<number>();
const first = new First("first", {size: secondSize2});
const second = new Second("second", {name: first.name});
resolveSecondSize(second.size);
export const firstName = first.name;
export const secondSize = second.size;
