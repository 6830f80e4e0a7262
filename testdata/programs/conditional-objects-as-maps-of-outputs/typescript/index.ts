import * as pulumi from "@pulumi/pulumi";
import * as random from "@pulumi/random";

const config = new pulumi.Config();
const flag = config.getBoolean("flag") ?? false;
const pet = new random.RandomPet("pet");
const id = new random.RandomId("id", {
    byteLength: 4,
    keepers: flag ? {
        Key: pulumi.unsecret(pulumi.secret("12")),
        for: "x",
    } : {
        k1: pet.urn,
    },
});
export const keepers = id.keepers;
