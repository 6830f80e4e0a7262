import * as pulumi from "@pulumi/pulumi";
import * as random from "@pulumi/random";
import { Comp } from "./comp";

// Component outputs of type dynamic (any): an untyped config passed through,
// parts of it, try over it, and a mix with a resource's output; read by the
// parent whole, indexed, and given to a typed input. (A secret list given
// to the untyped config arrives in Go as a typed slice, not []interface{}:
// not walked here yet.)
const c = new Comp("c", {
    data: {
        a: 1,
        b: ["x", "y"],
    },
});
const secretly = new Comp("secretly", {
    data: pulumi.secret({
        a: 2,
        b: "w",
    }),
});
const pet = new random.RandomPet("pet", {
    prefix: c.first.apply(first => pclAsString(first)) as pulumi.Output<string>,
});
export const whole = c.out;
export const picked = c.out.apply(out => out.a);
export const tried = c.tried;
export const mixed = secretly.mixed;
export const petPrefix = pet.prefix;

// pclAsString converts a value of any type to a string as PCL does: a
// number in plain digits, a bool as true or false; null stays null, and
// an output is converted when it resolves.
function pclAsString(value: any): string {
    if (typeof value?.apply === "function") {
        // An output of unknown type (a component's output).
        return value.apply(pclAsString);
    }
    if (value === null || value === undefined || typeof value === "string") {
        return value;
    }
    if (typeof value === "number") {
        return pclNumberText(value);
    }
    if (typeof value === "boolean") {
        return String(value);
    }
    throw new Error("a string is required, not " + JSON.stringify(value));
}

// pclNumberText prints a number as PCL does: in plain digits, never with an
// exponent.
function pclNumberText(value: number): string {
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
