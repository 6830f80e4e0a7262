import * as pulumi from "@pulumi/pulumi";
import * as random from "@pulumi/random";

// Attributes that are always null, read from objects that hold outputs:
// null wherever they are read (Go holds such an object as an input
// collection, and has no output type of none to read them as).
const pet = new random.RandomPet("pet", {
    length: 2,
});
const settings = {
    unset: undefined,
    length: pet.length,
    nested: {
        inner: undefined,
        id: pet.id,
    },
};
const other = new random.RandomPet("other", {
    prefix: settings.unset,
    length: settings.length,
    separator: settings.nested.inner,
});
export const unset = settings.unset;
export const literal = pulumi.output({
    a: undefined,
    b: pet.id,
}.a);
export const nulls = [settings.unset, settings.nested.inner].map(x => x == null);
export const indexed = settings.unset;
