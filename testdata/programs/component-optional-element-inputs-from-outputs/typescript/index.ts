import * as pulumi from "@pulumi/pulumi";
import * as random from "@pulumi/random";
import { Takes } from "./takes";

// A component's inputs of collections of optional values, which Go holds
// as untyped collections (a pulumi.Map, a pulumi.Array), given outputs of
// objects and collections of one type of value.
const pet = new random.RandomPet("pet", {
    length: 2,
});
const secretObject = pulumi.secret({
    a: pet.id,
    b: "x",
});
const fromObject = new Takes("fromObject", {labels: secretObject, names: [pet.id, undefined]});
const fromAttribute = new Takes("fromAttribute", {
    labels: pulumi.secret({
        nested: {
            c: "y",
            d: pet.id,
        },
    }).apply(secret => secret.nested),
    names: pulumi.secret(["p", "q"]),
});
const fromMap = new Takes("fromMap", {
    labels: Object.fromEntries(Object.entries({
        e: "z",
    }).map(([k, v]) => [k, pulumi.interpolate`${v}${pet.id}`])),
    names: pet.id.apply(id => id.split("-")),
});
export const counts = [
    fromObject.labelCount,
    fromAttribute.labelCount,
    fromMap.labelCount,
    fromObject.names,
    fromAttribute.names,
    fromMap.names,
];
