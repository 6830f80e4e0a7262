import * as pulumi from "@pulumi/pulumi";
import * as random from "@pulumi/random";

const config = new pulumi.Config();

// Conditionals choose between tuples or objects where one branch has an
// output at a position the other has a plain value: the element read
// from the choice is an output whichever branch is taken.

const useConstants = config.getBoolean("useConstants") ?? true;
const pet = new random.RandomPet("pet");
const flags: [pulumi.Output<boolean>, boolean] = useConstants ? [pulumi.output(false), true] : [pet.id.apply(id => id === "x"), false];
const namesValue = !useConstants ? {
    first: pet.id,
    second: "b",
} : {
    first: pulumi.output("a"),
    second: "c",
};
const suffix = new random.RandomString("suffix", {
    length: 4,
    keepers: {
        both: pulumi.interpolate`v ${flags[0].apply(flags2 => flags2 && flags[1])}`,
        first: namesValue.first,
        inline: useConstants ? pulumi.output("x") : pulumi.output(([pet.id, "y"] as [pulumi.Output<string>, string])[0]),
    },
});
export const first = flags[0];
export const names = pulumi.interpolate`${namesValue.first}-${namesValue.second}`;
