import * as pulumi from "@pulumi/pulumi";

const config = new pulumi.Config();

// Conditionals whose one branch is a literal list or map of numbers and
// whose other branch holds ints (an attribute of an object of mixed
// attributes, a config list of ints): the ints are numbers of the result.
const pick = config.getBoolean("pick") ?? false;
const counts = pclWhole("counts", config.getObject<number[]>("counts"), ["list", "int"]) ?? [1, 2];
const isValue = {
    quebec: [5, 9],
    victor: "v",
    sizes: {
        a: 1,
    },
};
export const fromObject = pick ? [0.25, -2.75] : isValue.quebec;
export const fromConfig = pick ? [0.5, 1.5] : counts;
export const mapFromObject = pick ? {
    a: 0.5,
} : isValue.sizes;
export const inList = [1, 2].map(i => i === 1 ? isValue.quebec : [0.5, 0.5]);
export const summed = (pick ? [0.25] : isValue.quebec).map(n => n * 2);

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
