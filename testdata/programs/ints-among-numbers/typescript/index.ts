import * as pulumi from "@pulumi/pulumi";
import * as random from "@pulumi/random";

// Locals holding an int output among numbers, which Go holds as a
// pulumi.Float64Array or pulumi.Float64Map: an element read as the int its
// type says (an input, an output, arithmetic, a list of ints).
const seeded = new random.RandomInteger("seeded", {
    min: 1,
    max: 10,
});
const mixed: [pulumi.Output<number>, number] = [seeded.result.apply(result => result + result), 3 / 2];
const named = {
    whole: seeded.result,
    half: 1 / 2,
};
const bounded = new random.RandomInteger("bounded", {
    min: mixed[0],
    max: named.whole.apply(whole2 => whole2 + 10),
});
export const first = mixed[0];
export const firstPlus = mixed[0].apply(mixed2 => mixed2 + 1);
export const second = mixed[1];
export const whole = named.whole;
export const count = [mixed[0], named.whole].length;
