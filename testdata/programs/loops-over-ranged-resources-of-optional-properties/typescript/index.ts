import * as pulumi from "@pulumi/pulumi";
import * as random from "@pulumi/random";

// Resources ranged over an output, whose instances a for expression reads
// for their optional properties, given to inputs of maps and lists of
// strings.
const seeds = new random.RandomShuffle("seeds", {
    inputs: ["a", "b"],
});
const strings = pulumi.unsecret(seeds.results).apply(rangeValue => {
    const resources: random.RandomString[] = [];
    for (let index = 0; index < rangeValue.length; index++) {
        resources.push(new random.RandomString(`strings-${index}`, {
            length: 8,
            overrideSpecial: "{brace}",
        }));
    }
    return resources;
});
const pet = new random.RandomPet("pet", {
    keepers: strings.apply(strings2 => pulumi.output(Object.fromEntries(strings2.map((s, i) => [`k${pclNumberText(i)}`, s.overrideSpecial])))) as pulumi.Output<Record<string, string>>,
});
const shuffle = new random.RandomShuffle("shuffle", {
    inputs: strings.apply(strings2 => pulumi.output(strings2.map(s => s.overrideSpecial))) as pulumi.Output<string[]>,
});
const splatted = new random.RandomShuffle("splatted", {
    inputs: strings.apply(strings2 => pulumi.output(strings2.map(item => item.overrideSpecial))) as pulumi.Output<string[]>,
});
export const keepers = pet.keepers;
export const shuffled = shuffle.inputs;

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
