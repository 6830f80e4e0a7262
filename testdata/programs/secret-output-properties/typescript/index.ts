import * as pulumi from "@pulumi/pulumi";
import * as random from "@pulumi/random";

// A resource's output property is one output in every SDK: a map input with
// one secret value comes back as a secret map, so every value read from it
// is secret, the plain ones too.
const source = new random.RandomPet("source", {
    keepers: {
        hidden: pulumi.secret("x"),
        shown: "y",
    },
});
const reader = new random.RandomPet("reader", {
    prefix: source.keepers.apply(keepers => keepers!.shown) as pulumi.Output<string>,
});
export const shown = source.keepers.apply(keepers => keepers!.shown);
export const missing = source.keepers.apply(keepers => keepers!["other"] ?? "default");
export const plainLength = source.length;
