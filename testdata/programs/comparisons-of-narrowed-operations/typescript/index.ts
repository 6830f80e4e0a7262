import * as pulumi from "@pulumi/pulumi";

const config = new pulumi.Config();

// Comparisons under a test that narrows what they read, of operations
// TypeScript types from the narrowed values (a try returning ok, !ok,
// ok && true, [ok][0]): TypeScript would see literal types that do not
// overlap (TS2367) where PCL compares values, so the operands are widened.
const ok = config.getBoolean("ok") ?? true;
const mode = config.get("mode") ?? "a";
export const tried = ok ? (((): boolean => {
    try {
        return ok;
    } catch {}
    return true;
})() as boolean) !== (!ok as boolean) : false;
export const negated = ok ? (!ok as boolean) === true : false;
export const anded = ok ? ((ok && true) as boolean) === false : true;
export const picked = ok ? ([ok][0] as boolean) === false : true;
export const chosen = mode === "a" ? (((mode as string) === "a" ? mode : "c") as string) === "b" : false;
export const looked = mode === "a" ? ((({
    m: mode,
} as Record<string, string>)["m"] ?? "z") as string) === "b" : false;
export const both = ok && (!ok as boolean) === (ok as boolean);
