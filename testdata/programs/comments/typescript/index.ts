import * as pulumi from "@pulumi/pulumi";
import * as random from "@pulumi/random";
import { Tag } from "./tag";

const config = new pulumi.Config();

// Comments travel with the code they describe: this header stays apart
// from the first declaration because a blank line separates them.

// How many characters each password has.
const length = config.getNumber("length") ?? 16;

// A C-style comment on a resource.
const passwordResource = new random.RandomPassword("password", {
    // Long enough for most services.
    length: length,
    // Special characters are left out:
    // some consoles mangle them.
    special: false,
});
const suffix = new random.RandomPet("suffix", {
    length: 2,
});
const tagged = new Tag("tagged", {
    // The component turns this into a tag.
    name: suffix.id,
});

// The generated password.
export const password = passwordResource.result;
export const tag = tagged.tag;
