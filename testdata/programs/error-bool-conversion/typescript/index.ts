import * as pulumi from "@pulumi/pulumi";
import * as random from "@pulumi/random";

const config = new pulumi.Config();

// A string converts to a bool only when it is "true" or "false": "yes" given
// to a bool input is an error when the program runs.
const special = config.get("special") ?? "yes";
const name = new random.RandomString("name", {
    length: 8,
    special: pclBool(special),
});

// pclBool converts a string to a bool as PCL does: "true" or "1" is true,
// "false" or "0" false, and anything else an error.
function pclBool(text: string): boolean {
    switch (text) {
        case "true":
        case "1":
        return true;
        case "false":
        case "0":
        return false;
    }
    throw new Error(`a bool is required, not ${JSON.stringify(text)}`);
}
