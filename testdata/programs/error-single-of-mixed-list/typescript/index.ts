import * as pulumi from "@pulumi/pulumi";
import * as aws from "@pulumi/aws";
import * as random from "@pulumi/random";

// singleOrNone of a list of more than one element is an error, here a list
// of an optional string read from a resource and of plain strings, which
// Go holds as values of different types.
const fn = new aws.lambda.Function("fn", {
    role: "alpha",
});
const pet = new random.RandomPet("pet", {
    prefix: fn.runtime.apply(runtime => (() => {
        const list = [runtime, "x", "b-2"];
        if (list.length > 1) {
            throw new Error("singleOrNone: the list has more than one element");
        }
        return list[0];
    })()) as pulumi.Output<string>,
});
