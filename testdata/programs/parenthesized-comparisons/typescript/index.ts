import * as pulumi from "@pulumi/pulumi";

const config = new pulumi.Config();

// Parentheses around a compared value do not make it another value: a
// comparison guarded by a test of (m) compares what the test narrowed, and
// two comparisons of (m) and m with constants are of one value.
const m = config.get("m") ?? "a";
const ok = config.getBoolean("ok") ?? true;
export const both = m === "a" && (m as string) === "b";
export const either = m !== "a" || (m as string) !== "b";
export const chosen = m === "a" ? (m as string) === "b" : false;
export const flag = ok ? (ok as boolean) === false : true;
