import * as pulumi from "@pulumi/pulumi";
import * as random from "@pulumi/random";

const config = new pulumi.Config();

// secret (and the outputs made of values) of a conditional between object
// constructors of different keys, one holding outputs: the value is the
// map of their unified type, which the map input takes.
const flag = config.getBoolean("flag") ?? true;
const pet = new random.RandomPet("pet", {
    length: 2,
});
const ranged = pulumi.unsecret(pulumi.secret(["p", "q"])).apply(rangeValue => {
    const resources: random.RandomUuid[] = [];
    for (const [index, value] of rangeValue.entries()) {
        resources.push(new random.RandomUuid(`ranged-${index}`, {
            keepers: pulumi.secret<pulumi.Input<{for?: pulumi.Input<string | undefined>, null?: pulumi.Input<string | undefined>, "x-y"?: pulumi.Input<string | undefined>}>>(flag ? {
                "x-y": pulumi.secret(value),
            } : {
                null: "a",
                for: "b",
            }),
        }));
    }
    return resources;
});
const single = new random.RandomUuid("single", {
    keepers: pulumi.secret<pulumi.Input<{a?: pulumi.Input<string | undefined>, b?: pulumi.Input<string | undefined>, c?: pulumi.Input<string | undefined>}>>(!flag ? {
        a: "x",
    } : {
        b: pet.id,
        c: "y",
    }),
});
export const chosen = pulumi.secret<pulumi.Input<pulumi.Input<string>[]>>(flag ? [pet.id, "z"] : ["w"]);
