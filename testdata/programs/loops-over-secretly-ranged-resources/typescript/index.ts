import * as pulumi from "@pulumi/pulumi";
import * as random from "@pulumi/random";

const config = new pulumi.Config();

// Loops over the attributes of resources ranged over a secret config (which
// Go holds as an output, so the loop is an apply over it), inside the inputs
// of resources ranged over a secret: the loop's variable is the resolved
// element there, not an output.
const names = config.getSecretObject<{list: boolean[]}>("names") ?? pulumi.secret<{list: boolean[]}>({
    list: [true, false],
});
const pets = pulumi.unsecret(names.apply(names2 => names2.list.map(c => -3 as number))).apply(rangeValue => {
    const resources: random.RandomPet[] = [];
    for (let index = 0; index < rangeValue.length; index++) {
        resources.push(new random.RandomPet(`pets-${index}`));
    }
    return resources;
});
const shuffled = pulumi.unsecret(pulumi.secret([true])).apply(rangeValue => {
    const resources: random.RandomShuffle[] = [];
    for (let index = 0; index < rangeValue.length; index++) {
        resources.push(new random.RandomShuffle(`shuffled-${index}`, {
            inputs: pets.apply(pets2 => pulumi.output(pets2.map(item => item.urn))).apply(values => values.map(u => u)),
            seed: pets.apply(pets2 => pulumi.output(pets2.map(item => item.id))).apply(values => values.flatMap<string>((id, i) => id !== "" ? [`${pclNumberText(i)}-${id}`] : [])).apply(values => values.join(",")),
        }));
    }
    return resources;
});
const labelled = pulumi.unsecret(pulumi.secret({
    a: 1,
})).apply(rangeValue => {
    const resources: Record<string, random.RandomPet> = {};
    for (const key of Object.keys(rangeValue)) {
        resources[key] = new random.RandomPet(`labelled-${key}`, {
            prefix: pets.apply(pets2 => pulumi.output(pets2.map(item => item.urn))).apply(values => Object.fromEntries(values.map((u, i) => [`k${pclNumberText(i)}`, `${u}!`]))).apply(values => pclNumberText(Object.keys(values).length)),
        });
    }
    return resources;
});

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
