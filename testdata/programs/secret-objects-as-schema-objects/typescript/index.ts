import * as pulumi from "@pulumi/pulumi";
import * as aws from "@pulumi/aws";

const config = new pulumi.Config();

// A secret object whose attributes are all strings is a map of strings to
// the Go code (a pulumi.StringMapOutput); given where a schema object goes,
// it sets only the properties the object has, whatever their types.
const kms = config.get("kms") ?? "key-1";
const server = new aws.ec2.Instance("server", {
    ami: "ami-1",
    instanceType: "t2.micro",
    rootBlockDevice: pulumi.secret({
        kmsKeyId: kms,
        volumeType: "gp3",
    }),
});
const devicesValue = [
    {
        deviceName: "/dev/sdb",
        snapshotId: "snap-1",
    },
];
const image = new aws.ec2.Ami("image", {
    name: "image",
    ebsBlockDevices: pulumi.secret(devicesValue),
});
export const volumeType = server.rootBlockDevice.apply(rootBlockDevice => rootBlockDevice.volumeType);
export const devices = image.ebsBlockDevices.apply(ebsBlockDevices => ebsBlockDevices.map(item => item.snapshotId));
