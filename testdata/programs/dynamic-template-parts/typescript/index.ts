import * as pulumi from "@pulumi/pulumi";
import * as random from "@pulumi/random";

const config = new pulumi.Config();

// Values of any type in templates: elements of a list resolved from
// outputs, where an optional output's value is a pointer in Go (fuzz seed
// 11100).
const anything = config.getObject<any>("anything") ?? "dyn";
const pet = new random.RandomPet("pet", {
    prefix: "p",
});
const named = pulumi.unsecret(pulumi.output([pet.prefix, "x", pet.length])).apply(rangeValue => {
    const resources: random.RandomPet[] = [];
    for (const [index, value] of rangeValue.entries()) {
        resources.push(new random.RandomPet(`named-${index}`, {
            prefix: `${pclText(value)}!${pclNumberText(index)}`,
        }));
    }
    return resources;
});
export const texts = [`<${anything}>`, `${true ? anything : 1}`];
export const prefixes = named.apply(named2 => pulumi.output(named2.map(item => item.prefix)));

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

// pclText prints a value in a string template as PCL does: numbers in plain
// digits, and null an error.
function pclText(value: unknown): string {
    if (value === null || value === undefined) {
        throw new Error("Invalid template interpolation value: the value is null");
    }
    return typeof value === "number" ? pclNumberText(value) : String(value);
}
