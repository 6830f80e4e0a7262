import * as pulumi from "@pulumi/pulumi";
import * as random from "@pulumi/random";

const config = new pulumi.Config();

// Tuples whose elements choose between objects of other keys holding
// outputs: a read of a key the chosen object lacks fails, which try
// catches, at any depth of tuples, and the value read is then used.
const flag = config.getBoolean("flag") ?? false;
const pet = new random.RandomPet("pet");
const pairValue: [{d: string}, {d?: pulumi.Output<string | undefined>}] = [
    {
        d: "x",
    },
    flag ? {
        d: pet.id,
    } : !flag ? {} : {
        d: pulumi.output(undefined),
    },
];
const nested: [[{e: number}, {d?: pulumi.Output<string>}], string] = [
    [
        {
            e: 1,
        },
        flag ? {
            d: pet.id,
        } : {},
    ],
    "tail",
];
const chosen: {d?: pulumi.Output<string>} = flag ? {
    d: pet.id,
} : {};
const present: [{d: string}, {d?: pulumi.Output<string>}] = [
    {
        d: "y",
    },
    !flag ? {
        d: pet.id,
    } : {},
];
export const pair = pairValue;
export const pairRead = "d" in pairValue[1] ? pairValue[1].d! : pulumi.output("none");
export const pairLength = ("d" in pairValue[1] ? pairValue[1].d! : pulumi.output("none")).apply(value => value!.length);
export const nestedRead = "d" in nested[0][1] ? nested[0][1].d! : pulumi.output("deep");
export const chosenLength = ("d" in chosen ? chosen.d! : pulumi.output("none")).apply(value => value!.length);
export const presentRead = pulumi.all(["d" in present[1] ? present[1].d! : pulumi.output("none"), pet.id]).apply(([value, id]) => value === id);
