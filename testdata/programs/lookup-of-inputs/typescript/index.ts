import * as pulumi from "@pulumi/pulumi";
import * as random from "@pulumi/random";

// lookup reads an object whose attributes are plain values and outputs of
// one type, so its result is an input of that type.
const pet = new random.RandomPet("pet", {
    length: 2,
});
const names: [string, pulumi.Output<string>, pulumi.Output<string>] = [
    "x",
    pulumi.output(({
        plain: "alpha",
        id: pet.id,
    } as Record<string, string | pulumi.Output<string>>)["missing"] ?? "fallback"),
    pulumi.output(({
        a: "b",
        c: pet.id,
    } as Record<string, string | pulumi.Output<string>>)["c"] ?? "d"),
];
export const second = names[1];
export const third = pulumi.interpolate`${names[2]}!`;
