import * as pulumi from "@pulumi/pulumi";
import * as random from "@pulumi/random";

const config = new pulumi.Config();

// Bools compared where a test of a local aliasing them (a local that is the
// bool, a local of that local, a local that compares it) has narrowed them:
// TypeScript narrows through const aliases, and finds the comparison of
// true with false unintentional.
const enabled = config.getBoolean("enabled") ?? false;
const mode = config.get("mode") ?? "b";
const on = enabled;
const onAgain = on;
const isOn = enabled === true;
const isA = mode === "a";
const pet = new random.RandomPet("pet", {
    length: !on || (enabled as boolean) === false ? 1 : 2,
});
export const alias = !on || (enabled as boolean) === false;
export const aliasOfAlias = onAgain ? (enabled as boolean) === false : (enabled as boolean) === true;
export const comparison = isOn || (enabled as boolean) === true;
export const stringComparison = isA || (mode as string) === "a";
export const secretBranch = !on || (enabled as boolean) === false ? pulumi.output<boolean>(on) : pulumi.output<boolean>(pulumi.secret(on));
