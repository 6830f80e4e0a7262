import * as pulumi from "@pulumi/pulumi";
import * as random from "@pulumi/random";

// A value of any type (singleOrNone of a list whose elements have no known
// type, here a list of lists) given to a list or a map input converts to
// that input's type, plain or an output (a secret), and a null leaves the
// input unset.
const fromPlain = new random.RandomShuffle("fromPlain", {
    inputs: (() => {
        const list = [["a", "b"]];
        if (list.length > 1) {
            throw new Error("singleOrNone: the list has more than one element");
        }
        return list[0];
    })()!,
});
const fromSecret = new random.RandomShuffle("fromSecret", {
    inputs: pulumi.secret([["c", "d"]]).apply(secret => (() => {
        const list = secret;
        if (list.length > 1) {
            throw new Error("singleOrNone: the list has more than one element");
        }
        return list[0];
    })()) as pulumi.Output<string[]>,
    keepers: pulumi.secret([
        {
            k: "v",
        },
    ]).apply(secret => (() => {
        const list = secret;
        if (list.length > 1) {
            throw new Error("singleOrNone: the list has more than one element");
        }
        return list[0];
    })()) as pulumi.Output<{k: string}>,
});
const fromEmptySecret = new random.RandomShuffle("fromEmptySecret", {
    inputs: ["e"],
    keepers: pulumi.secret([]).apply(secret => (() => {
        const list = secret;
        if (list.length > 1) {
            throw new Error("singleOrNone: the list has more than one element");
        }
        return list[0];
    })()) as pulumi.Output<Record<string, string>>,
});
export const plainInputs = fromPlain.inputs;
export const secretInputs = fromSecret.inputs;
export const keepers = [fromSecret.keepers, fromEmptySecret.keepers];
