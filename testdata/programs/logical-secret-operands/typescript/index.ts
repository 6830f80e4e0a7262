import * as pulumi from "@pulumi/pulumi";

// Logical operators over several secrets: each operand is its own value in
// the apply that resolves them, though their parameters share a name.
const anyTrueValue = pulumi.all([pulumi.secret(false), pulumi.secret(true)]).apply(([secret, secret2]) => secret || secret2);
const allTrueValue = pulumi.all([pulumi.secret(true), pulumi.secret(false)]).apply(([secret, secret2]) => secret && secret2);
export const anyTrue = anyTrueValue;
export const allTrue = allTrueValue;
export const chained = pulumi.all([pulumi.secret(false), pulumi.secret(true)]).apply(([secret, secret2]) => secret || secret || secret2);
