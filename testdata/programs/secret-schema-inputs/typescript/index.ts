import * as pulumi from "@pulumi/pulumi";
import * as aws from "@pulumi/aws";
import * as random from "@pulumi/random";
import { Settings } from "./settings";

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

// Secret values whose own type is not the input's: an empty map or list
// (of nothing) given to a map or list of strings.
const empty = new aws.s3.Bucket("empty", {
    tags: pulumi.secret<Record<string, any>>({}),
});
const settings = new Settings("settings", {names: pulumi.secret([])});

// A value made secret and then not: the input's type still decides.
const unsealed = new random.RandomPet("unsealed", {
    keepers: pulumi.unsecret(pulumi.secret({
        a: "x",
    })),
});
