import * as random from "@pulumi/random";
import { Counted } from "./counted";

// A component config variable with a default, read in a lambda inside a
// comprehension (the apply of each element of a list): Python assigns it
// once, where a type checker kept no narrowing of `if x is None: x = []`
// there.
const pet = new random.RandomPet("pet", {
    length: 2,
});
const counted = new Counted("counted", {threshold: pet.length});
const plain = new Counted("plain", {lengths: [1, 2], threshold: 3});
export const counts = counted.count;
export const plainCounts = plain.count;
export const sums = counted.sums;
export const plainSums = plain.sums;
