import * as pulumi from "@pulumi/pulumi";
import * as random from "@pulumi/random";

const config = new pulumi.Config();

// An output computed from a value a test around it narrows (in the false
// branch of `ok ? ...`, ok is false) compared in an apply with a literal
// the narrowed type excludes: the comparison is PCL's.
const ok = config.getBoolean("ok") ?? false;
const name = config.get("name") ?? "x";
const pet = new random.RandomPet("pet", {
    length: 2,
});
export const viaSecret = ok ? pulumi.output(false) : pulumi.secret(ok).apply(secret => (secret as boolean) === true);
export const viaOutput = name === "x" ? pulumi.interpolate`${pet.id}${(name as string) === "y"}` : pulumi.output("other");
export const both = ok ? pulumi.output("t") : pulumi.interpolate`${pet.id}-${(ok as boolean) === true}`;
