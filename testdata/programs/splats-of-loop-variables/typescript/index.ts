import * as random from "@pulumi/random";
import { Comp } from "./comp";

const pet = new random.RandomPet("pet");
const shuffled = new Comp("shuffled", {enabled: pet.id.apply(id => id !== "")});
export const counts = shuffled.counts;
export const keyed = shuffled.keyed;
export const nonEmpty = shuffled.nonEmpty;
