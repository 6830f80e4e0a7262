import * as pulumi from "@pulumi/pulumi";
import * as random from "@pulumi/random";
import { Outer } from "./outer";

const config = new pulumi.Config();

// A component passes the inputs it reads as outputs on to the components it
// instantiates, directly or through a local: those inputs are outputs there
// too. A secret config, which every SDK reads as an output, is one.
const token = config.requireSecret("token");
const pet = new random.RandomPet("pet", {
    length: 2,
});
const outer = new Outer("outer", {name: pet.id, token: token});
export const seen = outer.seen;
export const tokenLength = outer.tokenLength;
