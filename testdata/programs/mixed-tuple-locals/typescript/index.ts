import * as pulumi from "@pulumi/pulumi";
import * as random from "@pulumi/random";

const config = new pulumi.Config();

// A local tuple of values of different types, one an empty list (any[]),
// read at constant indices: each element is of its own type, not the union
// TypeScript infers for an array literal.
const name = config.get("name") ?? "x";
const mixed: [pulumi.Output<any[]>, string[]] = [pulumi.secret([]), [name, ""]];
const pair: [pulumi.Output<string>, number] = [pulumi.secret(name), 2];
const pet = new random.RandomPet("pet", {
    prefix: pair[0],
    length: pair[1],
});
export const first = mixed[0].apply(mixed2 => Object.fromEntries((mixed2 as any[]).map((v, i) => [`k${pclNumberText(i)}`, v])));

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
