import * as pulumi from "@pulumi/pulumi";
import * as aws from "@pulumi/aws";

const config = new pulumi.Config();

// A property with a schema default takes the value the program gives, also
// an empty string: the Go SDK replaces a zero input by the default, so Go
// gives such a value as an output. A null leaves the default.
const note = config.get("note") ?? "";
const empty = new aws.ec2.SecurityGroup("empty", {
    description: "",
});
const fromConfig = new aws.ec2.SecurityGroup("fromConfig", {
    description: note,
});
const named = new aws.ec2.SecurityGroup("named", {
    description: "web",
});
const unset = new aws.ec2.SecurityGroup("unset", {
    description: undefined,
});
