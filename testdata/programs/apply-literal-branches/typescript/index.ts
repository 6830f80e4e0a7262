import * as pulumi from "@pulumi/pulumi";
import * as random from "@pulumi/random";

// Applies whose value is a conditional of object or tuple constructors of
// different shapes: TypeScript types each branch alone, so the callback is
// annotated with the value's type (fuzz seed 9600: {Key: boolean, beta?:
// undefined} was no Record<string, boolean>).

const pw = new random.RandomString("pw", {
    length: 3,
    special: true,
});

// Objects of different keys, the choice an output.
export const picked = pw.special.apply((special): {Key?: boolean, "a.b"?: boolean, beta?: boolean} => special ? {
    Key: true,
} : {
    beta: false,
    "a.b": false,
});

// Nested conditionals, one branch a loop.
export const nested = pulumi.all([pw.special, pclFromEntries(["x"].map(k => [k, pw.upper]))]).apply(([special, values]): Record<string, boolean> => special && true ? false ? {
    Key: true,
} : values : {
    beta: false,
});

// Tuples of different lengths.
export const lists = pulumi.all([pw.special, pw.result]).apply(([special, result]): string[] => special ? ["a"] : ["b", result]);

// Two outputs in one apply.
export const both = pulumi.all([pw.special, pw.upper, pw.length]).apply(([special, upper, length]): {one?: number, three?: number, two?: number} => special && upper ? {
    one: length,
} : {
    two: 2,
    three: 3,
});
const victor = ((8 as number) !== 15 ? false : true) as boolean;

// The shape fuzz seed 9600 found: a branch of a loop's object and
// constructors of different keys, under an output condition.
export const seed9600 = pw.special.apply((special): Record<string, boolean> => false && special ? false ? {
    Key: true,
} : Object.fromEntries(["p", "q"].flatMap<[string, boolean]>((v, i) => victor ? [[`k${pclNumberText(i)}`, victor]] : [])) : {
    beta: false,
    "a.b": false,
});

// pclFromEntries makes an object of the entries of a for expression, and
// fails as PCL does where two of them have one key.
function pclFromEntries<T>(entries: readonly (readonly [unknown, T])[]): Record<string, T> {
    const result: Record<string, T> = {};
    for (const [key, value] of entries) {
        const name = String(key);
        if (Object.prototype.hasOwnProperty.call(result, name)) {
            throw new Error(`Duplicate object key: two elements produce the key ${JSON.stringify(name)}`);
        }
        result[name] = value;
    }
    return result;
}

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
