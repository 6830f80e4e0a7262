import * as pulumi from "@pulumi/pulumi";
import * as random from "@pulumi/random";

const config = new pulumi.Config();

// Object-typed config whose default is used: a number property given an
// integer literal holds a number (a float64 in Go), as its reads expect.
const settings = config.getObject<{count: number, name: string, size: number}>("settings") ?? {
    size: 3,
    name: "x",
    count: 2,
};
const weights = config.getObject<{weight: number}[]>("weights") ?? [
    {
        weight: 1,
    },
    {
        weight: 2.5,
    },
];
const pet = new random.RandomPet("pet", {
    length: settings.count,
    prefix: settings.name,
});
export const size = settings.size + weights[0].weight;
export const name = pet.id;
