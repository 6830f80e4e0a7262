import * as pulumi from "@pulumi/pulumi";
import { Parts } from "./parts";

// Logical operations whose operands differ in PCL but print alike in Go
// (obj.class and obj["class"], each the parameter of one apply): an operand
// that is itself such an operation prints as one of them, which go vet
// would call redundant beside it.
const obj = new Parts("obj");
export const both = pulumi.all([obj.class, obj.class]).apply(([class2, obj2]) => class2 && (class2 || obj2));
export const either = pulumi.all([obj.other, obj.other]).apply(([other, obj2]) => other || other && obj2);
export const chosen = pulumi.all([obj.class, obj.class]).apply<number>(([class2, obj2]) => class2 && (obj2 || class2) ? 1 : 2);
