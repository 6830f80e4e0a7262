import * as pulumi from "@pulumi/pulumi";
import * as aws from "@pulumi/aws";
import * as random from "@pulumi/random";

const config = new pulumi.Config();
const flag = config.getBoolean("flag") ?? false;
const tag = config.get("tag") ?? "tagged";
const pet = new random.RandomPet("pet");
const server = new aws.ec2.Instance("server", {
    ami: "ami-1",
    instanceType: "t2.micro",
    rootBlockDevice: flag ? {
        volumeType: pet.id,
        kmsKeyId: tag,
        deviceName: tag,
    } : {
        volumeType: undefined,
        iops: undefined,
        kmsKeyId: pet.id,
        volumeId: tag,
    },
});
