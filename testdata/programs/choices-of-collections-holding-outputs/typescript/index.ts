import * as pulumi from "@pulumi/pulumi";
import * as aws from "@pulumi/aws";
import * as random from "@pulumi/random";

const config = new pulumi.Config();

// Conditionals of a plain condition choosing between a collection that
// holds outputs ([pet.id, "x"]) and an output of a collection, given to
// inputs of resources and invokes: each branch is an output of the
// collection, whatever its elements were.
const flag = config.getBoolean("flag") ?? true;
const pet = new random.RandomPet("pet", {
    length: 2,
});
const image = new aws.ec2.Ami("image", {
    name: "img",
    tpmSupport: "v2.0",
});
const shuffled = new random.RandomShuffle("shuffled", {
    inputs: flag ? [pet.id, "a"] : pet.id.apply(id => id.split(",")),
    keepers: !flag ? {
        k: "v",
    } : {
        k: pet.id,
    },
});
const found = aws.ec2.getAmiOutput({
    owners: flag ? [image.tpmSupport as pulumi.Output<string>, "self"] : image.name.apply(name => name.split(",")),
});
const picked = aws.ec2.getAmiOutput({
    owners: (() => {
        try {
            return (() => {
                throw new Error("nope");
            })() !== undefined;
        } catch {
            return false;
        }
    })() ? [image.tpmSupport as pulumi.Output<string>, "self"] : image.imageLocation.apply(imageLocation => imageLocation.split(",")),
});
export const results = [shuffled.results, found.id, picked.id];
