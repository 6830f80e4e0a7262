import * as random from "@pulumi/random";
import { Comp } from "./comp";

const pet = new random.RandomPet("pet");
const held = new Comp("held", {count: pet.id.apply(id => [...new Intl.Segmenter().segment(id)].length)});
export const labels = held.labels;
