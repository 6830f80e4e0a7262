import * as pulumi from "@pulumi/pulumi";
import * as random from "@pulumi/random";

// Resources ranged over secret collections: the collection of resources
// is no secret, as PCL has it, though the apply that creates them runs on
// a secret (each backend unsecrets the range it applies on).
const pets = pulumi.unsecret(pulumi.secret(["a", "b"])).apply(rangeValue => {
    const resources: random.RandomPet[] = [];
    for (let index = 0; index < rangeValue.length; index++) {
        resources.push(new random.RandomPet(`pets-${index}`, {
            length: 2,
        }));
    }
    return resources;
});
const none = pulumi.unsecret(pulumi.secret([])).apply(rangeValue => {
    const resources: random.RandomPet[] = [];
    for (let index = 0; index < rangeValue.length; index++) {
        resources.push(new random.RandomPet(`none-${index}`));
    }
    return resources;
});
const keyed = pulumi.unsecret(pulumi.secret({
    x: 1,
    y: 2,
})).apply(rangeValue => {
    const resources: Record<string, random.RandomPet> = {};
    for (const key of Object.keys(rangeValue)) {
        resources[key] = new random.RandomPet(`keyed-${key}`, {
            length: 3,
        });
    }
    return resources;
});
const maybe = pulumi.output(pulumi.unsecret(pulumi.secret(true))).apply(rangeValue => rangeValue ? new random.RandomPet("maybe") : undefined);
export const ids = pets.apply(pets2 => pets2.map(item => item.id));
export const count = pets.apply(pets2 => pets2.length);
export const empty = none.apply(none2 => none2.map(item => item.urn));
export const keyedCount = keyed.apply(keyed2 => Object.keys(keyed2).length);
