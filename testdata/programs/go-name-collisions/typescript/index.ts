import * as pulumi from "@pulumi/pulumi";
import * as aws from "@pulumi/aws";

const config = new pulumi.Config();

// Names that collide with Go keywords, predeclared identifiers and the
// packages a Go program imports.

const stringConfig = config.get("string") ?? "type";
const range = config.getNumber("range") ?? 2;
const fmt = `100% ${stringConfig}`;
const pulumiResource = new aws.ec2.SecurityGroup("pulumi", {
    description: fmt,
});
const ec2 = new aws.ec2.SecurityGroup("ec2", {
    description: "depends on pulumi",
    tags: {
        kind: "nil",
        "func-key": pulumiResource.name,
    },
}, {
    dependsOn: [pulumiResource],
});
const map: aws.ec2.SecurityGroup[] = [];
for (let index = 0; index < range; index++) {
    map.push(new aws.ec2.SecurityGroup(`map-${index}`, {
        name: `map-${index}`,
    }));
}
export const len = map.length;
export const func = ec2.arn;
