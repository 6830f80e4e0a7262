import * as pulumi from "@pulumi/pulumi";
import * as random from "@pulumi/random";

// Loops over collections holding outputs beside nulls: the variable is
// null for the null element, which reads as null and compares equal to it.
const shuffle = new random.RandomShuffle("shuffle", {
    inputs: ["a", "b"],
});
const pet = new random.RandomPet("pet", {
    length: 2,
});
const lists = [shuffle.results, undefined].map(x => pulumi.output(x));
const lengths = [shuffle.results, undefined].map(x => pulumi.output(x).apply<number>(x2 => x2 == null ? 0 : x2!.length));
const scalars = [pet.id, undefined, "plain"].map((x, i) => pulumi.output(x).apply(x2 => x2 == null ? `none-${pclNumberText(i)}` : x2));
const entries = Object.fromEntries(Object.entries({
    a: pet.id,
    b: undefined,
}).map(([k, v]) => [k, pulumi.output(v).apply<string | undefined>(v2 => v2 == null ? "unset" : v2)]));
export const results = [lists, lengths, scalars, entries];

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
