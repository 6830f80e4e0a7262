import * as pulumi from "@pulumi/pulumi";
import * as random from "@pulumi/random";

const config = new pulumi.Config();

// A conditional of a resource's optional map output (or optional list
// output) and an object (or tuple) constructor is the one map (or list) its
// branches convert to, which Go types it as; a branch that is itself a
// conditional is lowered first, and the conditional rebuilt around it keeps
// that type, where inferring it again gave the union of the branches (a
// value of any type, which a choice made under an eventual condition read
// as no map). The class: map and list branches; the outer choice plain or
// eventual; given as a resource's input, a local and an output.

const first = config.getBoolean("first") ?? true;
const second = config.getBoolean("second") ?? false;
const m = config.getObject<Record<string, string>>("m") ?? {
    a: "b",
};
const shuffle = new random.RandomShuffle("shuffle", {
    inputs: ["a", "b"],
    keepers: {
        "a.b": "with space",
    },
});
const plain = new random.RandomString("plain", {
    keepers: second ? first ? shuffle.keepers as pulumi.Output<Record<string, string>> : shuffle.keepers as pulumi.Output<Record<string, string>> : {
        "a.b": "x.y",
    },
    length: 3,
});
const eventual = new random.RandomString("eventual", {
    keepers: pulumi.all([
        pulumi.unsecret(pulumi.secret(first)),
        pulumi.secret(m),
        second ? pulumi.output<Record<string, string> | undefined>(first ? shuffle.keepers : shuffle.keepers) : pulumi.output<Record<string, string> | undefined>({
            "a.b": "x.y",
        }),
    ]).apply(([secret, secret2, value]) => secret ? secret2 : value) as pulumi.Output<Record<string, string>>,
    length: 3,
});
const listsValue = pulumi.all([
    pulumi.unsecret(pulumi.secret(second)),
    first ? pulumi.output<string[]>(second ? shuffle.results : shuffle.inputs) : pulumi.output<string[]>(["x", "y"]),
]).apply(([secret, value]): string[] => secret ? ["z"] : value);
export const plainKeepers = plain.keepers;
export const eventualKeepers = eventual.keepers;
export const lists = listsValue;
