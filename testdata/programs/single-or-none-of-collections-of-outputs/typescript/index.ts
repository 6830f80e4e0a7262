import * as random from "@pulumi/random";

// singleOrNone of a list whose elements are collections holding outputs
// (lists of a resource's optional outputs, maps of them), in an object of
// values of several types: none is a null output of the untyped collection
// Go holds, one is that collection.
const shuffle = new random.RandomShuffle("shuffle", {
    inputs: ["a"],
    seed: "s",
});
const held = {
    none: (() => {
        const list = ([] as any[]).map(v => [shuffle].map(item => item.seed));
        if (list.length > 1) {
            throw new Error("singleOrNone: the list has more than one element");
        }
        return list[0];
    })(),
    one: (() => {
        const list = [1].map(v => [shuffle].map(item => item.seed));
        if (list.length > 1) {
            throw new Error("singleOrNone: the list has more than one element");
        }
        return list[0];
    })(),
    keyed: (() => {
        const list = ([] as any[]).map(v => ({
            seed: shuffle.seed,
        }));
        if (list.length > 1) {
            throw new Error("singleOrNone: the list has more than one element");
        }
        return list[0];
    })(),
    number: 1.5,
};
export const none = held.none;
export const one = held.one;
export const keyed = held.keyed;
