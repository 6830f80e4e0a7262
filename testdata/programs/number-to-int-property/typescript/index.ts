import * as pulumi from "@pulumi/pulumi";
import * as random from "@pulumi/random";

const config = new pulumi.Config();

// PCL numbers given to int properties: a number config, a number local and
// an expression over them are converted to whole numbers for the SDK.
const wordCount = config.getNumber("wordCount") ?? 2;
const half = wordCount / 2;
const pet = new random.RandomPet("pet", {
    length: pclInt(wordCount),
});
const id = new random.RandomId("id", {
    byteLength: pclInt(half * 8),
});
const integer = new random.RandomInteger("integer", {
    min: 1,
    max: pclInt(wordCount + 10),
});

// pclInt gives a number to an int as PCL does: only a whole number.
function pclInt(value: number): number {
    if (!Number.isInteger(value)) {
        throw new Error(`a whole number is required, not ${value}`);
    }
    return value;
}
