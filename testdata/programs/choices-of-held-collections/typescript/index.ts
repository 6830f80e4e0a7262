import * as pulumi from "@pulumi/pulumi";
import * as aws from "@pulumi/aws";

const config = new pulumi.Config();

// Fuzz seed 10610: an element read from a choice between a collection that
// holds outputs and a plain one (a conditional's branches, lookup's element
// and its default) may be plain when the program runs, whatever the choice's
// type says; and a map of outputs resolved by an apply is a dict of plain
// values to pyright.
const flag = config.getBoolean("flag") ?? false;
const key = config.get("key") ?? "a";
const fn = new aws.lambda.Function("fn", {
    handler: "h",
    role: "r",
});
const obj = new aws.s3.BucketObject("obj", {
    bucket: "b",
    key: pulumi.output(({
        a: fn.handler,
        b: "x",
    } as Record<string, any>)[key] ?? "d").apply(lookup => Buffer.from(lookup!).toString("base64")),
    content: pulumi.output(Object.fromEntries(Array.from({length: 2}, (_, i) => i).map(v => [`k${pclNumberText(v)}`, fn.handler]))).apply(values => Buffer.from((values["x"] ?? "d")!).toString("base64")),
    source: pulumi.output((Object.fromEntries(Array.from({length: 2}, (_, i) => i).map(v => [`k${pclNumberText(v)}`, [fn.handler]]))["x"] ?? ["d"])[0]).apply(v => new pulumi.asset.StringAsset(Buffer.from(v!).toString("base64"))),
});
export const chosen = (flag ? [fn.handler][0] : pulumi.output(["d"][0])).apply(value => Buffer.from(value!).toString("base64"));
export const chosenAttribute = flag ? {
    name: fn.handler,
}.name : pulumi.output({
    name: "plain",
}.name);
export const found = pulumi.output((({
    x: [fn.handler],
} as Record<string, pulumi.Output<string | undefined>[]>)[key] ?? ["d"])[0]).apply(v => Buffer.from(v!).toString("base64"));

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
