import * as pulumi from "@pulumi/pulumi";
import * as aws from "@pulumi/aws";
import * as random from "@pulumi/random";

const config = new pulumi.Config();
const flag = config.getBoolean("flag") ?? false;
const pet = new random.RandomPet("pet", {
    keepers: {
        a: "b",
    },
});
const eventualChoice = new random.RandomPet("eventualChoice", {
    keepers: pulumi.all([
        pet.id,
        flag ? pulumi.output<Record<string, any> | undefined>(pet.keepers) : pulumi.output<Record<string, any> | undefined>({}),
    ]).apply(([id, value]): Record<string, string | undefined> | undefined => id === "x" ? value : {
        Key: id,
        for: "f",
    }) as pulumi.Output<Record<string, string>>,
});
const plainChoice = new random.RandomPet("plainChoice", {
    keepers: flag ? {
        a: "1",
    } : !flag ? {
        b: "2",
    } : {},
});
const objects: {a?: string, b?: pulumi.Output<string>} = flag ? {
    a: "x",
} : {
    b: pet.id,
};
const localChoice = new random.RandomPet("localChoice", {
    keepers: objects,
});
const bucket = new aws.s3.Bucket("bucket", {
    tags: pulumi.all([
        pet.id,
        flag ? pulumi.output<Record<string, string> | undefined>(pulumi.output({
            Team: pet.id,
        })) : pulumi.output<Record<string, string> | undefined>(pet.keepers),
    ]).apply(([id, value]): Record<string, string | undefined> | undefined => id === "y" ? {
        Name: "n",
    } : value) as pulumi.Output<Record<string, string>>,
});
export const keepers = [eventualChoice.keepers, plainChoice.keepers, localChoice.keepers, bucket.tags];
