import * as pulumi from "@pulumi/pulumi";
import * as random from "@pulumi/random";

const config = new pulumi.Config();

// Locals that hold outputs among plain values: Go holds each as an input
// collection (pulumi.StringArray, pulumi.Map), whose elements are read as
// outputs, the plain ones too; a secret element keeps its neighbours plain.
const suffix = config.get("suffix") ?? "dev";
const pet = new random.RandomPet("pet");
const names: [pulumi.Output<string>, string] = [pet.id, `fixed-${suffix}`];
const labels = {
    id: pet.id,
    env: "prod",
};
const mixed = {
    id: pet.id,
    size: 3,
};
const shuffled = {
    "x-y": [`pre ${suffix}`, "post"],
    hidden: pulumi.secret([]),
};
const counts = {
    alpha: "a",
    beta: pulumi.secret(3),
};
const second = new random.RandomPet("second", {
    prefix: names[1],
    separator: labels.env,
});
const third = new random.RandomPet("third", {
    prefix: names[0],
    separator: labels.id,
    length: mixed.size,
});
const shuffle = new random.RandomShuffle("shuffle", {
    inputs: shuffled["x-y"],
});
const fourth = new random.RandomPet("fourth", {
    prefix: counts.alpha,
});
export const firstName = names[0];
export const sizePlusOne = counts.beta.apply(beta => beta + 1);
export const whole = mixed;
export const listLength = shuffled["x-y"].length;
export const secondOfList = shuffled["x-y"][1];
