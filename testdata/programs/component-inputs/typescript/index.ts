import * as pulumi from "@pulumi/pulumi";
import * as random from "@pulumi/random";
import { Pet } from "./pet";

// Instances pass the component outputs and plain values alike: inputs that
// receive an output are pulumi inputs in the component's args.
const seed = new random.RandomInteger("seed", {
    min: 2,
    max: 5,
});
const fromOutput = new Pet("fromOutput", {length: seed.result, prefix: "out"});
const fromPlain = new Pet("fromPlain", {length: 3, prefix: "plain"});
export const outputName = fromOutput.name;
export const plainName = fromPlain.name;

// Two instances that take each other's outputs: the one created first reads
// the other's through a deferred output.
const [rightSuffix, resolveRightSuffix] = pulumi.deferredOutput<string>();
const left = new Pet("left", {length: 2, prefix: rightSuffix});
const right = new Pet("right", {length: 2, prefix: left.suffix});
resolveRightSuffix(right.suffix);
export const leftName = left.name;

// Components ranged over an output: Go holds them in a pulumi.AnyOutput.
const words = new random.RandomShuffle("words", {
    inputs: ["x", "y"],
});
const perWord = words.results.apply(rangeValue => {
    const resources: Pet[] = [];
    for (const [index, value] of rangeValue.entries()) {
        resources.push(new Pet(`perWord-${index}`, {length: 1, prefix: value}));
    }
    return resources;
});
export const firstWordName = perWord.apply(perWord2 => perWord2[0].name);
