import * as pulumi from "@pulumi/pulumi";
import * as random from "@pulumi/random";

const config = new pulumi.Config();

// PCL numbers given to int properties: a number config, a number local and
// an expression over them are converted to whole numbers for the SDK.
const wordCount = config.getNumber("wordCount") ?? 2;
const half = wordCount / 2;
const pet = new random.RandomPet("pet", {
    length: wordCount,
});
const id = new random.RandomId("id", {
    byteLength: half * 8,
});
const integer = new random.RandomInteger("integer", {
    min: 1,
    max: wordCount + 10,
});
