import * as pulumi from "@pulumi/pulumi";
import * as random from "@pulumi/random";

// Fuzz seed 113223: a tuple whose element chooses, once outputs are known,
// between objects with an attribute of any type: the apply's callback
// returns that attribute optional, as the tuple's declared type takes it.
const pet = new random.RandomPet("pet");
const anyValue = (() => {
    try {
        return (() => {
            throw new Error("not here");
        })();
    } catch {}
    return true;
})();
const choices: [pulumi.Output<{extra: boolean, name: string}>, {extra: boolean, name: pulumi.Output<string>}, pulumi.Output<{extra?: any, name: string}>] = [
    pulumi.secret({
        name: "a",
        extra: false,
    }),
    {
        name: pet.id,
        extra: false,
    },
    pulumi.all([pet.length, pet.id]).apply(([length, id]): {extra?: any, name: string} => length > 1 ? {
        name: "b",
        extra: true,
    } : {
        name: id,
        extra: anyValue,
    }),
];
export const names = choices.map(c => pulumi.output<{extra: pulumi.Input<boolean>, name: pulumi.Input<string>} | {extra?: pulumi.Input<any | undefined>, name: pulumi.Input<string>}>(c).apply(c2 => c2.name));
export const extras = choices.map(c => pulumi.output<{extra: pulumi.Input<boolean>, name: pulumi.Input<string>} | {extra?: pulumi.Input<any | undefined>, name: pulumi.Input<string>}>(c).apply(c2 => c2.extra));
