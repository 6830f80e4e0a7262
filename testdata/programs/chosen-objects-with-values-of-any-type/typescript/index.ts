import * as random from "@pulumi/random";
import { Parts } from "./parts";

const numberResource = new random.RandomInteger("number", {
    min: 1,
    max: 9,
});
const first = new Parts("first", {size: numberResource.result});
const second = new Parts("second");
export const firstChosen = first.chosen;
export const secondLabels = second.labels;
