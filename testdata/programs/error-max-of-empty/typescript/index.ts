import * as pulumi from "@pulumi/pulumi";
import * as random from "@pulumi/random";

const config = new pulumi.Config();

// max (and min) of no numbers is an error: the run fails there. The list
// expanded into max's arguments is empty.
const sizes = pclWhole("sizes", config.getObject<number[]>("sizes"), ["list", "int"]) ?? [];
const name = new random.RandomString("name", {
    length: pclNumbers(sizes, Math.max),
});

// pclNumbers applies min or max to a list's numbers, failing as PCL does
// when the list is empty.
function pclNumbers(numbers: readonly number[], fn: (...values: number[]) => number): number {
    if (numbers.length === 0) {
        throw new Error("must pass at least one number");
    }
    return fn(...numbers);
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
