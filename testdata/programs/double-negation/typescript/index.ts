import * as pulumi from "@pulumi/pulumi";
import * as random from "@pulumi/random";

const config = new pulumi.Config();

// Negations of negative values, which Go must not print as a decrement
// (--x): of literals, of config, of outputs, of negations in parentheses,
// in every position.
const step = pclWhole("step", config.getNumber("step"), "int") ?? 3;
const scale = config.getNumber("scale") ?? -1.5;
const pet = new random.RandomPet("pet", {
    length: -(-2),
});
const counted: random.RandomPet[] = [];
for (let index = 0; index < (-(-step) - 1); index++) {
    counted.push(new random.RandomPet(`counted-${index}`, {
        length: -(-(-(-index))) + 1,
    }));
}
const twice = -(-scale);
export const literal = -(-1);
export const fromConfig = -(-step) + -(-(-step));
export const fromOutput = pet.length.apply(length => -(-length));
export const local = twice;
export const inFor = [1, -2].map(v => -(-v));
export const notNot = !!(step > 2);

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
