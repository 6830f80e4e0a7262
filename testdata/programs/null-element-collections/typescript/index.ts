import * as pulumi from "@pulumi/pulumi";
import * as random from "@pulumi/random";
import { Comp } from "./comp";

const shuffle = new random.RandomShuffle("shuffle", {
    inputs: ["a", "b"],
    keepers: {
        k: "v",
    },
});
const nullsValue = shuffle.keepers.apply(keepers => Object.entries(keepers!).sort(([a], [b]) => (a < b ? -1 : 1)).map(([k, v]) => undefined));
const nullMapValue = shuffle.results.apply(results => Object.fromEntries(results.map((r, i) => [`k${pclNumberText(i)}`, undefined])));
const maybeMapValue = shuffle.results.apply(results => Object.fromEntries(results.flatMap((r, i) => r !== "" ? [[`k${pclNumberText(i)}`, undefined]] : [])));
const secretNonesValue = pulumi.unsecret(pulumi.secret([undefined]));
const maybeListValue = pulumi.secret(((true ? [] : []) as any[]).filter(r => false).map(r => undefined));
const comp = new Comp("comp");
export const nulls = nullsValue;
export const nullMap = nullMapValue;
export const maybeMap = maybeMapValue;
export const secretNones = secretNonesValue;
export const maybeList = maybeListValue;
export const fromComponent = comp.nothing;

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
