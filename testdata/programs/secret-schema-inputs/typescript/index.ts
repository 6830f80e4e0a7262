import * as pulumi from "@pulumi/pulumi";
import * as aws from "@pulumi/aws";

// Secret values given to inputs of schema types: Go makes the value secret
// as the input's own type (ec2.SecurityGroupEgressArray), whose output is
// an input of that type, where a map's output would not be.
const group = new aws.ec2.SecurityGroup("group", {
    egress: pulumi.secret([
        {
            fromPort: 0,
            toPort: 0,
            protocol: "-1",
            cidrBlocks: ["0.0.0.0/0"],
        },
    ]),
    tags: pulumi.secret({
        Name: "web",
    }),
});
const logs = new aws.s3.Bucket("logs", {
    lifecycleRules: pulumi.secret([
        {
            enabled: true,
        },
    ]),
});
