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
    length: pclNumber(size),
});
const derived = new random.RandomString("derived", {
    length: fixed.result.apply(result => pclNumber(result)),
});

// pclNumber converts a string to a number as PCL does: the whole string must
// be a decimal number.
function pclNumber(text: string): number {
    if (!/^[+-]?(\d+\.?\d*|\.\d+)([eE][+-]?\d+)?$/.test(text)) {
        throw new Error(`a number is required, not ${JSON.stringify(text)}`);
    }
    return Number(text);
}
