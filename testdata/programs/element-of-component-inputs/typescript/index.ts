import * as random from "@pulumi/random";
import { Comp } from "./comp";

const pet = new random.RandomPet("pet");
const reads = new Comp("reads", {
    count: pet.id.apply(id => [...new Intl.Segmenter().segment(id)].length),
    counts: pet.id.apply(id => id === "" ? [1, 2] : [3, 4]),
    named: pet.id.apply((id): {pet: number} => id === "" ? {
        pet: 1,
    } : {
        pet: 2,
    }),
});
export const first = reads.first;
export const chosen = reads.chosen;
export const found = reads.found;
export const total = reads.total;
