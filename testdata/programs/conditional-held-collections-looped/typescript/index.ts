import * as pulumi from "@pulumi/pulumi";
import * as random from "@pulumi/random";

const config = new pulumi.Config();

// Locals that are conditionals of collections holding outputs, chosen by a
// plain condition, then looped over and ranged over: each is the collection
// of inputs its branches build, whose keys and length are plain.
const wide = config.getBoolean("wide") ?? false;
const pet = new random.RandomPet("pet", {
    length: 2,
});
const flags: Record<string, pulumi.Output<boolean>> = wide ? {
    fixed: pulumi.output(true),
} : pclFromEntries(["a", "b"].map((n, i) => [`k${n}`, pulumi.secret(i === 0)]));
const names: pulumi.Output<string>[] = wide ? [pulumi.output("x")] : ["a", "b"].map(n => pulumi.interpolate`${n}-${pet.id}`);
export const flagKeys = Object.entries(flags).sort(([a], [b]) => (a < b ? -1 : 1)).map(([k, v]) => k);
export const flagValues = Object.fromEntries(Object.entries(flags).map(([k, v]) => [k, pulumi.output(v).apply(v2 => !v2)]));
export const nameCount = names.length;
const perFlag = pulumi.unsecret(pulumi.output(flags)).apply(rangeValue => {
    const resources: Record<string, random.RandomString> = {};
    for (const [key, value] of Object.entries(rangeValue)) {
        resources[key] = new random.RandomString(`perFlag-${key}`, {
            length: 3,
            special: pulumi.output(flags).apply(flags2 => value),
        });
    }
    return resources;
});
const perName = pulumi.unsecret(pulumi.output(names)).apply(rangeValue => {
    const resources: random.RandomString[] = [];
    for (const [index, value] of rangeValue.entries()) {
        resources.push(new random.RandomString(`perName-${index}`, {
            length: 3,
            keepers: {
                name: value,
            },
        }));
    }
    return resources;
});

// pclFromEntries makes an object of the entries of a for expression, and
// fails as PCL does where two of them have one key.
function pclFromEntries<T>(entries: readonly (readonly [unknown, T])[]): Record<string, T> {
    const result: Record<string, T> = {};
    for (const [key, value] of entries) {
        const name = String(key);
        if (Object.prototype.hasOwnProperty.call(result, name)) {
            throw new Error(`Duplicate object key: two elements produce the key ${JSON.stringify(name)}`);
        }
        result[name] = value;
    }
    return result;
}
