import * as pulumi from "@pulumi/pulumi";
import * as random from "@pulumi/random";

const config = new pulumi.Config();
const password = new random.RandomPassword("password", {
    length: 12,
});
const count = pclWhole("count", config.getNumber("count"), "int") ?? 3;

// The element of a tuple at a constant index has that element's type, not
// the type of all the tuple's elements.
const pet = new random.RandomPet("pet", {
    prefix: pulumi.all([password.result, password.overrideSpecial]).apply(([result, overrideSpecial]) => ([result, overrideSpecial] as [string, string | undefined])[0]),
    separator: "-",
    length: count,
});
export const prefix = pet.prefix;

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
