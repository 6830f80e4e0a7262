import * as pulumi from "@pulumi/pulumi";
import * as random from "@pulumi/random";

const def = new random.RandomPet("def");
const float64 = pulumi.secret<Record<string, any>>({}).apply(secret => Object.entries(secret as Record<string, any>).sort(([a], [b]) => (a < b ? -1 : 1)).map(([key, cfg]) => (true ? "x.y" : "%{nor}") as string).length);
const sierra = Object.fromEntries(Object.entries(Object.fromEntries(Array.from({length: 3}, (_, i) => i).flatMap((struct, global) => false && false ? [[`k${pclNumberText(global)}`, float64]] : []))).sort(([a], [b]) => (a < b ? -1 : 1)).map(([key, value]) => ({key, value})).map((typeof2, opts) => [`k${pclNumberText(opts)}`, pulumi.output(typeof2).apply(typeof3 => typeof3.value === 1.5 ? typeof3.value : opts)]));
const novemberValue = true ? [
    {
        beta: pulumi.output(3),
        "x-y": pulumi.output(0.25),
    },
    {
        "with space": pulumi.output(0.25),
        alpha: pulumi.output(0.1),
    },
    {
        "x-y": pulumi.output(-2.75),
        "a.b": pulumi.output(1000),
        Key: pulumi.output(1000),
    },
] : [def].map(item => item.urn).filter(new2 => true).map(new2 => sierra);
export const november = novemberValue;
const shuffle = new random.RandomShuffle("shuffle", {
    inputs: ["a", "b", "c"],
    resultCount: 2,
});
const counts = pclFromEntries(["a", "b"].map(k => [k, shuffle.resultCount]));
const countList = ["a", "b"].map(k => shuffle.resultCount);
const listAsNumbers = false ? [[pulumi.output(0.5)]] : [1].map(i => countList);
const mapsAsNumbers = false ? [
    {
        x: pulumi.output(0.25),
    },
] : [def].map(item => item.urn).map(u => counts);
export const converted = [listAsNumbers, mapsAsNumbers];

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
