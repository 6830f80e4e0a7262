import * as pulumi from "@pulumi/pulumi";
import * as random from "@pulumi/random";

// A resource ranged over a secret reads range.value as a secret; the calls
// over it (an element of a list holding it, a split of that) are computed
// on the secret, as outputs.
const pet = pulumi.unsecret(pulumi.secret(["a.b", "c.d"])).apply(rangeValue => {
    const resources: random.RandomPet[] = [];
    for (const [index, value] of rangeValue.entries()) {
        resources.push(new random.RandomPet(`pet-${index}`, {
            prefix: pulumi.output(pulumi.secret(value).apply(secret => [secret][0])).apply(v => v.split(".").join("-")),
            separator: pulumi.interpolate`${pulumi.secret(value).apply(secret => [...new Intl.Segmenter().segment(secret)].length).apply(pclNumberText)}`,
        }));
    }
    return resources;
});
export const prefixes = pet.apply(pet2 => pulumi.output(pet2.map(item => item.prefix)));

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
