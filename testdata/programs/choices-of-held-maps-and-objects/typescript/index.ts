import * as pulumi from "@pulumi/pulumi";
import * as random from "@pulumi/random";

const config = new pulumi.Config();

// A choice of an object constructor and a local Go holds as a typed input map
// (a pulumi.IntMap of int outputs) is the untyped pulumi.Map both branches are:
// the typed map is copied into one.
const pick = config.getBoolean("pick") ?? true;
const pet = new random.RandomPet("pet", {
    length: 2,
});
const names = [pet.id, pet.id];
const tags = {
    a: pet.id,
};
const nums = {
    n: pet.length,
};
const l1Value = pick ? names : [pulumi.output(1).apply(v => pclNumberText(v)), pulumi.output("x")];
const m1Value = pick ? tags : {
    b: 1,
    c: "x",
};
const m2Value = pick ? {
    "with space": 5,
} : nums;
const m3Value = pick ? {
    a: pulumi.output(1),
} : !pick ? nums : tags;
export const l1 = l1Value;
export const m1 = m1Value;
export const m2 = m2Value;
export const m3 = m3Value;
export const len = Object.keys(m2Value).length + l1Value.length;

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
