import * as pulumi from "@pulumi/pulumi";
import * as random from "@pulumi/random";

// Inputs of resources ranged over outputs that are secret when the program
// runs (the outputs of resources given secrets) are as secret as the range
// where they read range.key or range.value, and not where every read is
// inside unsecret().
const sized = pulumi.unsecret(pulumi.secret([1, 2])).apply(rangeValue => {
    const resources: random.RandomString[] = [];
    for (const [index, value] of rangeValue.entries()) {
        resources.push(new random.RandomString(`sized-${index}`, {
            length: 15,
            minSpecial: pulumi.secret(value),
        }));
    }
    return resources;
});
const pet = pulumi.unsecret(sized.apply(sized2 => pulumi.output(sized2.map(item => item.minSpecial)))).apply(rangeValue => {
    const resources: random.RandomPet[] = [];
    for (const [index, value] of rangeValue.entries()) {
        resources.push(new random.RandomPet(`pet-${index}`, {
            prefix: pulumi.unsecret(pulumi.output(`p-${pclNumberText(value)}`)),
            keepers: pulumi.all([
                sized.apply(sized2 => pulumi.output(sized2.map(item => item.minSpecial))),
                pulumi.unsecret(pulumi.output(value)),
                pulumi.unsecret(pulumi.output(index)),
            ]).apply<{plain: string, secret: string}>(([values, value2, key]) => ({
                plain: `${pclNumberText(value2)}-${pclNumberText(key)}`,
                secret: `${pclNumberText(index)}`,
            })),
            length: 2,
        }));
    }
    return resources;
});
export const prefixes = pet.apply(pet2 => pulumi.output(pet2.map(item => item.prefix)));
export const keepers = pet.apply(pet2 => pulumi.output(pet2.map(item => item.keepers)));

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
