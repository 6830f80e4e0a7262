import * as pulumi from "@pulumi/pulumi";
import * as random from "@pulumi/random";

// Lists of object constructors of different keys, which PCL types as a
// tuple of their object types: each element, read alone, is a map of
// strings that a map input takes, plain, secret or read from an output.
const pet = new random.RandomPet("pet", {
    length: 2,
});
const plain: [{"with space": string, "x-y": string}, {Key: string, "x-y": string}] = [
    {
        "x-y": "b-2",
        "with space": "s",
    },
    {
        "x-y": "{brace}",
        Key: "k",
    },
];
const hidden = pulumi.unsecret(pulumi.secret<[{a: string, b: string}, {c: string}]>([
    {
        a: "1",
        b: "2",
    },
    {
        c: "3",
    },
]));
const first = new random.RandomPet("first", {
    keepers: plain[0],
});
const second = new random.RandomPet("second", {
    keepers: hidden[1],
});
export const counts = hidden.apply(hidden2 => hidden2.map(o => Object.keys(o).length));
