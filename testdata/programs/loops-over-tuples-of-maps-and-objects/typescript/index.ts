import * as pulumi from "@pulumi/pulumi";

const config = new pulumi.Config();

// A tuple of objects and of a map built by a for expression: each element a
// loop reads is the map of its unified type, whichever Go holds it as.
const name = config.get("name") ?? "x";
const mixed: [{Key: boolean, other: boolean}, Record<string, boolean>, {Key: boolean, beta: boolean}] = [
    {
        Key: "quote" !== name,
        other: !true,
    },
    Object.fromEntries(Array.from({length: 2}, (_, i) => i).map((v, i) => [`k${pclNumberText(i)}`, v > i])),
    {
        Key: false,
        beta: true,
    },
];
export const counts = mixed.map(m => Object.entries(m).sort(([a], [b]) => (a < b ? -1 : 1)).map(([k, v]) => `${k}:${v}`).join(","));
export const firsts = mixed.map(m => Object.keys(m).length);

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
