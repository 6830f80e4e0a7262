import * as pulumi from "@pulumi/pulumi";
import * as random from "@pulumi/random";

// A component known only by its token, with no program directory: every
// language registers it as a local component resource of that type.
const seed = new random.RandomPet("seed", {
    length: 1,
});
const widget = new pulumi.ComponentResource("my:custom:Component", "widget", {
    aNumber: 42,
    aString: seed.id,
});
const after = new random.RandomString("after", {
    length: 3,
}, {
    dependsOn: [widget],
});
