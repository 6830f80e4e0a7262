import * as random from "@pulumi/random";
import { Comp } from "./comp";

// A component whose config is read only in branches of conditionals whose
// condition is constant, given outputs: the variable it is assigned to is
// never read in the function.
const source = new random.RandomPet("source");
const parts = new Comp("parts", {label: source.id, count: source.length});
export const prefix = parts.prefix;
