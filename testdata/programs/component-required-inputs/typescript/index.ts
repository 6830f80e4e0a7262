import * as random from "@pulumi/random";
import { Box } from "./box";

// A component whose inputs are required (no default), optional (nullable)
// and defaulted: leaving out a required one is an error in the generated
// program's types too.
const seed = new random.RandomInteger("seed", {
    min: 1,
    max: 3,
});
const minimal = new Box("minimal", {size: 2});
const full = new Box("full", {size: seed.result, label: "full", note: "a note"});
export const minimalName = minimal.name;
export const fullName = full.name;
