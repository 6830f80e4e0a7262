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
    // Two words are enough.
    length: 2,
});
const keeper = new random.RandomString("keeper", {
    length: 8,
    // Replaced whenever one of these changes; the map is long enough that
    // every language has to break it over several lines.
    keepers: {
        suffix: suffix.id,
        password: passwordResource.result,
        length: `${length} characters, and some more text to make it long`,
    },
});
const tagged = new Tag("tagged", {
    // The component turns this into a tag.
    name: suffix.id,
});

// The generated password.
export const password = passwordResource.result;

// Read from the component.
export const tag = tagged.tag;
