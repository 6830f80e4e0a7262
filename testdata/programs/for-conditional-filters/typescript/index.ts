import * as pulumi from "@pulumi/pulumi";

const config = new pulumi.Config();

// A for expression's filter that is itself a conditional keeps its own
// branches: TypeScript's flatMap tests it in parentheses.
const flags = config.getObject<boolean[]>("flags") ?? [true, false, false];
export const byIndex = flags.flatMap((v, i) => (v ? v : i > 1) ? [`x${pclNumberText(i)}`] : []);
export const byValue = flags.filter(v => v ? false : true).map(v => "y" as string);
export const keyed = Object.fromEntries(flags.flatMap<[string, boolean]>((v, i) => (v ? v : i > 1) ? [[`k${pclNumberText(i)}`, v]] : []));
export const nested = flags.flatMap<number>((v, i) => (i > 0 ? v ? true : i === 2 : false) ? [i] : []);

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
