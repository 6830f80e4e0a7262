import * as pulumi from "@pulumi/pulumi";
import * as random from "@pulumi/random";
import { Counter } from "./counter";

const config = new pulumi.Config();

// Collections whose elements have no known type, given where a list of
// strings is taken: a config variable of type any holding a list, and the
// element of a list of empty lists. Go holds them as []interface{}, which
// converts element by element (a type assertion to []string would fail).
// And a component's output computed on an int that may be null is the
// number PCL types it as.
const names = config.getObject<any>("names") ?? ["a", "b"];
const empties = [[]];
const fromAny = new random.RandomShuffle("fromAny", {
    inputs: names,
});
const fromEmpty = new random.RandomShuffle("fromEmpty", {
    inputs: empties[0],
});
const bits = new random.RandomInteger("bits", {
    min: 1,
    max: 4,
});
const count = new Counter("count", {base: bits.result});
export const shuffled = [fromAny.inputs, fromEmpty.inputs];
export const remaining = count.remaining;
