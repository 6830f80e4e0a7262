import * as pulumi from "@pulumi/pulumi";
import * as random from "@pulumi/random";

const config = new pulumi.Config();
const size = config.get("size") ?? "16";

// A literal string that holds a number folds to the number.
const fixed = new random.RandomString("fixed", {
    length: 12,
});

// Other strings are parsed when the program runs.
const configured = new random.RandomPassword("configured", {
    length: Number(size),
});
const derived = new random.RandomString("derived", {
    length: fixed.result.apply(result => Number(result)),
});
