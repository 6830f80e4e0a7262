import * as pulumi from "@pulumi/pulumi";
import * as random from "@pulumi/random";

const config = new pulumi.Config();

// A null the program writes beside an output (a property of one branch of
// a choice of objects whose other branch holds an output, an element of a
// tuple of outputs) is read as null; so is a choice of an output of a
// collection and null, which is no empty collection.
const on = config.getBoolean("on") ?? false;
const pet = new random.RandomPet("pet");
const chosen: {id: pulumi.Output<string | undefined>, n: number, names: pulumi.Output<string[] | undefined>, tags: pulumi.Output<{a: string} | undefined>} = on ? {
    id: pet.id,
    names: pulumi.secret(["a"]),
    tags: pulumi.secret({
        a: "b",
    }),
    n: 1,
} : {
    id: pulumi.output(undefined),
    names: pulumi.output(undefined),
    tags: pulumi.output(undefined),
    n: 2,
};
const again = chosen;
const pair: [pulumi.Output<string>, undefined] = [pet.id, undefined];
export const id = chosen.id;
export const names = chosen.names;
export const tags = chosen.tags;
export const againId = again.id;
export const second = pair[1];
export const list = on ? pulumi.output<number[] | undefined>(pulumi.secret([1])) : pulumi.output<number[] | undefined>(undefined);
export const map = on ? pulumi.output<{a: number} | undefined>(pulumi.secret({
    a: 1,
})) : pulumi.output<{a: number} | undefined>(undefined);
