import * as pulumi from "@pulumi/pulumi";
import * as random from "@pulumi/random";

// secret of a list of outputs and values: the output of the list, whose
// elements builtins and loops read plain.
const pet = new random.RandomPet("pet", {
    length: 2,
});
const ranged = pulumi.unsecret(pulumi.secret(["alpha", "beta"])).apply(rangeValue => {
    const resources: random.RandomPet[] = [];
    for (const [index, value] of rangeValue.entries()) {
        resources.push(new random.RandomPet(`ranged-${index}`, {
            prefix: pulumi.secret([pulumi.secret(value), "x"]).apply(secret => secret.join("")),
        }));
    }
    return resources;
});
export const joined = pulumi.secret([pet.id, "x", pet.separator]).apply(secret => secret.join("-"));
export const count = pulumi.secret([pet.id, "y"]).apply(secret => secret.length);
export const upper = pulumi.secret(["z", pet.id]).apply(secret => secret.map(s => `${s}!`));
