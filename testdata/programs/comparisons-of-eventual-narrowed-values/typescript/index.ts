import * as pulumi from "@pulumi/pulumi";
import * as random from "@pulumi/random";

const config = new pulumi.Config();

// An output computed from a value a test around it narrows (in the false
// branch of `ok ? ...`, ok is false) compared in an apply with a literal
// the narrowed type excludes: the comparison is PCL's. A conditional whose
// branches are the narrowed value and its secret is an output of its type.
const ok = config.getBoolean("ok") ?? false;
const name = config.get("name") ?? "x";
const pet = new random.RandomPet("pet", {
    length: 2,
});
export const viaSecret = ok ? pulumi.output(false) : pulumi.secret(ok).apply(secret => (secret as boolean) === true);
export const viaOutput = name === "x" ? pulumi.interpolate`${pet.id}${(name as string) === "y"}` : pulumi.output("other");
export const both = ok ? pulumi.output("t") : pulumi.interpolate`${pet.id}-${(ok as boolean) === true}`;
export const chosenSecretly = ok ? pulumi.output<boolean>(pulumi.secret(ok)) : pulumi.output<boolean>(ok);
export const chosenNames = name === "x" ? pulumi.output<string>(pulumi.secret(name)) : pulumi.output<string>(name);
export const mapped = Object.fromEntries(["a"].map((v, i) => [`k${pclNumberText(i)}`, ok ? pulumi.output<boolean>(pulumi.secret(ok)) : pulumi.output<boolean>(ok)]));

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
