import * as pulumi from "@pulumi/pulumi";
import * as random from "@pulumi/random";

const config = new pulumi.Config();

// Template parts that end in "$" beside parts that start with "{": the
// generated template literal must not read them as a substitution.
const name = config.get("name") ?? "n";
const pet = new random.RandomPet("pet", {
    prefix: `dollar\${brace}`,
});
export const plain = `a\${b}c`;
export const withNumber = `0.1$ dollar\${brace}!`;
export const withConfig = `${name}\${${name}}`;
export const withOutput = pulumi.interpolate`${pet.id}\${x}`;
export const list = [`\${1}`, `$\${`];
