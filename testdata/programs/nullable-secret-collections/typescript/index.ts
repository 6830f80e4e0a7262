import * as pulumi from "@pulumi/pulumi";
import * as aws from "@pulumi/aws";

const config = new pulumi.Config();

// Config variables that may be null, secret or made secret with secret(), of
// every kind of collection (lists, maps, objects of one property type or of
// several, lists of objects) and scalar: left unset, each is null, not an
// empty collection, and Go's output of it keeps its type (a nil
// pulumi.BoolMapInput would make an output of no type; fuzz seed 9934).
const s = pulumi.secret(config.get("s"));
const i = pulumi.secret(config.getNumber("i")).apply(value => pclWhole("i", value, "int"));
const b = pulumi.secret(config.getBoolean("b"));
const ls = pulumi.secret(config.getObject<string[]>("ls"));
const mi = pulumi.secret(config.getObject<Record<string, number>>("mi")).apply(value => pclWhole("mi", value, ["map", "int"]));
const ob = pulumi.secret(config.getObject<{alpha: boolean}>("ob"));
const om = pulumi.secret(config.getObject<{alpha: boolean, name: string}>("om"));
const lo = pulumi.secret(config.getObject<{name: string}[]>("lo"));
const pob = config.getObject<{alpha: boolean}>("pob");
const pls = config.getObject<string[]>("pls");
const bucket = new aws.s3.Bucket("bucket", {
    tags: pulumi.all([mi, mi]).apply(([mi2, mi3]): Record<string, string> => mi2 == null ? {
        empty: "yes",
    } : Object.fromEntries(Object.entries(mi3!).map(([k, v]) => [k, `${pclNumberText(v)}`]))),
});
export const all = [s, i, b, ls, mi, ob, om, lo];
export const made = [pulumi.secret(pob), pulumi.secret(pls)];
export const nulls = [ob.apply(ob2 => ob2 == null), lo.apply(lo2 => lo2 == null), pob == null];

// pclNumberText prints a number as PCL does: in plain digits, never with an
// exponent, and a whole number in its exact digits (String rounds 2 ** 62 to
// 4611686018427388000).
function pclNumberText(value: number): string {
    if (Number.isInteger(value) && Math.abs(value) >= 2 ** 53) {
        return BigInt(value).toString();
    }
    const match = /^(-?)(\d)(?:\.(\d+))?e([+-]\d+)$/.exec(String(value));
    if (!match) {
        return String(value);
    }
    const digits = match[2] + (match[3] ?? "");
    const point = 1 + Number(match[4]);
    if (point <= 0) {
        return match[1] + "0." + "0".repeat(-point) + digits;
    }
    return match[1] + digits.padEnd(point, "0");
}

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
