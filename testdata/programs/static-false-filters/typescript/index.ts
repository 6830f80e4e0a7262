import * as pulumi from "@pulumi/pulumi";

const config = new pulumi.Config();

// Filters whose value a type checker can tell without running them (false,
// !true, false && x) keep no element, and the empty map or list they make is
// still a map or list of the for expression's types: a lookup in it gives
// the default.
const flag = config.getBoolean("flag") ?? true;
const names = {
    alpha: "a",
    beta: "b",
};
const none = Object.fromEntries(Object.entries(names).filter(([k, v]) => false));
const notTrue = Object.fromEntries(Object.entries(names).filter(([k, v]) => !true));
const andFlag = Object.fromEntries(Object.entries(names).filter(([k, v]) => false && flag));
const flagAnd = Object.fromEntries(Object.entries(names).filter(([k, v]) => flag && false));
const orFalse = Object.entries(names).sort(([a], [b]) => (a < b ? -1 : 1)).filter(([k, v]) => false || !flag).map(([k, v]) => v);
const always = Object.entries(names).sort(([a], [b]) => (a < b ? -1 : 1)).filter(([k, v]) => true || flag).map(([k, v]) => v);
export const lookups = [
    none["alpha"] ?? "none",
    notTrue["alpha"] ?? "not true",
    andFlag["alpha"] ?? "and flag",
    flagAnd["beta"] ?? "flag and",
];
export const lists = {
    orFalse: orFalse.length,
    always: always,
};
