import * as pulumi from "@pulumi/pulumi";
import * as aws from "@pulumi/aws";

const config = new pulumi.Config();

// A conditional between schema objects, one of them an output (a secret),
// given as an element of a list input: each branch is the element's input.

const open = config.getBoolean("open") ?? false;
const group = new aws.ec2.SecurityGroup("group", {
    ingress: [22, 443].map(port => open ? {
        fromPort: port,
        toPort: port,
        protocol: "tcp",
        cidrBlocks: ["0.0.0.0/0"],
    } : pulumi.secret({
        fromPort: port,
        toPort: port,
        protocol: "tcp",
        cidrBlocks: ["10.0.0.0/8"],
    })),
});
