import * as pulumi from "@pulumi/pulumi";
import * as random from "@pulumi/random";

const config = new pulumi.Config();

// The length of a choice between collections that hold outputs, under a
// plain condition: the length of the collection chosen, known before the
// outputs are.
const pick = config.getBoolean("pick") ?? true;
const password = new random.RandomPassword("password", {
    length: 8,
});
const pet = new random.RandomPet("pet", {
    length: (pick ? [password.result, "x"] : [password.special.apply(special => String(special))]).length,
});
export const secrets = (pick ? ["a", "b", "c"].map(s => pulumi.secret(s)) : []).length;
export const nested = (!pick ? [password.result] : pick ? [password.result, password.result] : []).length;
export const petLength = pet.length;
