import * as pulumi from "@pulumi/pulumi";
import * as random from "@pulumi/random";

const config = new pulumi.Config();

// Resources ranged over lists of object constructors of different keys,
// whose elements Go holds as interface{}s: range.value is read as the
// binder's type, whole, by attribute and by key.
const extra = config.get("extra") ?? "e";
const plain: [{"with space": string, "x-y": string}, {Key: string, "x-y": string}] = [
    {
        "x-y": "b-2",
        "with space": "s",
    },
    {
        "x-y": "{brace}",
        Key: extra,
    },
];
const whole: random.RandomPet[] = [];
for (const [index, value] of plain.entries()) {
    whole.push(new random.RandomPet(`whole-${index}`, {
        keepers: value,
    }));
}
const attribute: random.RandomPet[] = [];
for (const [index, value] of [
    {
        a: "x",
        n: 1,
    },
    {
        a: "y",
    },
].entries()) {
    attribute.push(new random.RandomPet(`attribute-${index}`, {
        prefix: value.a,
        length: index + 1,
    }));
}
const keyed: random.RandomPet[] = [];
for (const [index, value] of plain.entries()) {
    keyed.push(new random.RandomPet(`keyed-${index}`, {
        prefix: value["x-y"] ?? "none",
    }));
}
