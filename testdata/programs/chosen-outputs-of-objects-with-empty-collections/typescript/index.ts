import * as pulumi from "@pulumi/pulumi";
import * as random from "@pulumi/random";

const config = new pulumi.Config();

// Conditionals of outputs of the same PCL type, objects holding empty
// collections: an apply whose callback returns a conditional of object
// constructors takes PCL's type as its result type, not TypeScript's
// (never[] and {}), so that the branches are Outputs of one type.
const pick = config.getBoolean("pick") ?? false;
const num = new random.RandomInteger("num", {
    min: 1,
    max: 9,
});
const chosen = pick ? pulumi.secret<{golf: any[], lima: Record<string, any>, zulu: number}>({
    golf: [],
    lima: {},
    zulu: 3,
}) : num.result.apply((result): {golf: any[], lima: Record<string, any>, zulu: number} => 3 === result ? {
    golf: [],
    lima: {},
    zulu: 2,
} : {
    golf: [],
    lima: {},
    zulu: result,
});
export const zulu = chosen.zulu;
export const golf = chosen.apply(chosen2 => chosen2.golf.length);
