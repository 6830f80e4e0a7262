import * as random from "@pulumi/random";
import { Triggered } from "./triggered";

// A component input set from a resource's output and used inside the
// component as a resource option (replacementTrigger), which takes outputs.
const pet = new random.RandomPet("pet");
const triggered = new Triggered("triggered", {trigger: pet.id});
export const word = triggered.word;
