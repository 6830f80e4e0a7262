import * as random from "@pulumi/random";

// A string converts to a number only when it holds one: a random string's
// result given to a number input is an error when the program runs.
const word = new random.RandomString("word", {
    length: 8,
});
const derived = new random.RandomString("derived", {
    length: word.result.apply(result => pclNumber(result)),
});

// pclNumber converts a string to a number as PCL does: the whole string must
// be a decimal number.
function pclNumber(text: string): number {
    if (!/^[+-]?(\d+\.?\d*|\.\d+)([eE][+-]?\d+)?$/.test(text)) {
        throw new Error(`a number is required, not ${JSON.stringify(text)}`);
    }
    return Number(text);
}
