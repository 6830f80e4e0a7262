import * as pulumi from "@pulumi/pulumi";
import { Comp } from "./comp";

const config = new pulumi.Config();

// Ints beside nulls given where optional numbers are taken (a component's
// list(optional(number)) input), plain, secret and in loops: each int is a
// number, each null stays null.
const n = pclWhole("n", config.getNumber("n"), "int") ?? 2;
const secretTuple = new Comp("secretTuple", {values: pulumi.secret([undefined, 1, n])});
const plainTuple = new Comp("plainTuple", {values: [undefined, 1, 2.5]});
const looped = new Comp("looped", {
    values: Array.from({length: 3}, (_, i) => i).map(i => i === 1 ? undefined : i),
    byKey: pulumi.secret({
        a: undefined,
        b: n,
    }),
});
export const all = [secretTuple.values, plainTuple.values, looped.values, looped.keyed];

// pclWhole checks that the config variable name's value of a type holding
// ints has whole numbers where the type has ints: shape is "int", ["list",
// shape], ["map", shape] or an object of the properties' shapes.
function pclWhole<T>(name: string, value: T, shape: unknown): T {
    const check = (v: unknown, s: unknown): void => {
        if (v === null || v === undefined) {
            return;
        }
        if (s === "int") {
            if (typeof v === "number" && !Number.isInteger(v)) {
                throw new Error(`Configuration variable '${name}' must be an integer, not ${v}`);
            }
        } else if (Array.isArray(s)) {
            const values = s[0] === "list" ? (Array.isArray(v) ? v : []) : Object.values(v as object);
            values.forEach(e => check(e, s[1]));
        } else if (typeof s === "object" && s !== null && typeof v === "object") {
            for (const [k, ps] of Object.entries(s)) {
                check((v as Record<string, unknown>)[k], ps);
            }
        }
    };
    check(value, shape);
    return value;
}
