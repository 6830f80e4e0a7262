import * as pulumi from "@pulumi/pulumi";
import * as random from "@pulumi/random";

const config = new pulumi.Config();

// A number converts to an int only when it is whole: i / 2 with i = 25 is
// 12.5, and giving it to an int input is an error when the program runs, not
// a silent 12.
const i = pclWhole("i", config.getNumber("i"), "int") ?? 25;
const half = new random.RandomString("half", {
    length: pclInt(i / 2),
});

// pclInt gives a number to an int as PCL does: only a whole number.
function pclInt(value: number): number {
    if (!Number.isInteger(value)) {
        throw new Error(`a whole number is required, not ${value}`);
    }
    return value;
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
