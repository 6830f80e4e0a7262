import * as pulumi from "@pulumi/pulumi";
import * as random from "@pulumi/random";

const config = new pulumi.Config();

// A resource whose range is false is null, and reading an attribute of null
// fails: the run fails where the program reads extra.id without a guard.
const createExtra = config.getBoolean("createExtra") ?? false;
const extra = createExtra ? new random.RandomPet("extra") : undefined;
const reader = new random.RandomPet("reader", {
    prefix: pulumi.interpolate`read-${extra!.id}`,
});
