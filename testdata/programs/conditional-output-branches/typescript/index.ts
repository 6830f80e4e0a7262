import * as pulumi from "@pulumi/pulumi";
import * as random from "@pulumi/random";

const config = new pulumi.Config();

// A conditional of a plain condition whose branches hold outputs (a secret
// range's keys, in a list), given to a list input: the branch the condition
// chooses is the input.
const wide = config.getBoolean("wide") ?? false;
const names = pulumi.unsecret(pulumi.secret(["x", "y"])).apply(rangeValue => {
    const resources: random.RandomShuffle[] = [];
    for (let index = 0; index < rangeValue.length; index++) {
        resources.push(new random.RandomShuffle(`names-${index}`, {
            inputs: wide ? "a,b".split(",") : [pulumi.interpolate`key-${pulumi.secret(index).apply(pclNumberText)}`, "fixed"],
        }));
    }
    return resources;
});
export const inputs = names.apply(names2 => pulumi.output(names2.map(item => item.inputs)));

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
