import * as pulumi from "@pulumi/pulumi";
import * as random from "@pulumi/random";

const config = new pulumi.Config();

// Resources ranged over secret collections: the collection of resources
// is no secret, as PCL has it, though the apply that creates them runs on
// a secret (each backend unsecrets the range it applies on). range.key and
// range.value of a secret range are secret, and so are the inputs read from
// them, however deep.
const pets = pulumi.unsecret(pulumi.secret(["a", "b"])).apply(rangeValue => {
    const resources: random.RandomPet[] = [];
    for (const [index, value] of rangeValue.entries()) {
        resources.push(new random.RandomPet(`pets-${index}`, {
            length: 2,
            prefix: pulumi.secret(value),
            separator: pulumi.interpolate`${pulumi.secret(index).apply(pclNumberText)}-`,
        }));
    }
    return resources;
});
const none = pulumi.unsecret(pulumi.secret([])).apply(rangeValue => {
    const resources: random.RandomPet[] = [];
    for (let index = 0; index < (rangeValue as any[]).length; index++) {
        resources.push(new random.RandomPet(`none-${index}`));
    }
    return resources;
});
const keyed = pulumi.unsecret(pulumi.secret({
    x: 1,
    y: 2,
})).apply(rangeValue => {
    const resources: Record<string, random.RandomPet> = {};
    for (const [key, value] of Object.entries(rangeValue)) {
        resources[key] = new random.RandomPet(`keyed-${key}`, {
            length: pulumi.secret(value).apply(secret => secret + 1),
            keepers: pulumi.all([pulumi.secret(key), pulumi.secret(value)]).apply(([secret, secret2]) => Object.fromEntries(Array.from({length: 2}, (_, i) => i).filter(i => i < secret2).map(i => [`k${pclNumberText(i)}`, `${secret}${pclNumberText(i)}`]))),
        });
    }
    return resources;
});
const names = config.getSecretObject<string[]>("names") ?? pulumi.secret<string[]>(["n"]);
const sizes = names.apply(names2 => names2.map(n => [...new Intl.Segmenter().segment(n)].length));
const fromConfig = pulumi.unsecret(sizes).apply(rangeValue => {
    const resources: random.RandomPet[] = [];
    for (const [index, value] of rangeValue.entries()) {
        resources.push(new random.RandomPet(`fromConfig-${index}`, {
            length: pulumi.secret(value),
        }));
    }
    return resources;
});
const maybe = pulumi.output(pulumi.unsecret(pulumi.secret(true))).apply(rangeValue => rangeValue ? new random.RandomPet("maybe") : undefined);
export const ids = pets.apply(pets2 => pulumi.output(pets2.map(item => item.id)));
export const count = pets.apply(pets2 => pets2.length);
export const empty = none.apply(none2 => pulumi.output(none2.map(item => item.urn)));
export const keyedCount = keyed.apply(keyed2 => Object.keys(keyed2).length);

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
