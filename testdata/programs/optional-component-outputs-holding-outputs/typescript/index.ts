import * as pulumi from "@pulumi/pulumi";
import * as aws from "@pulumi/aws";
import { Tagging } from "./tagging";

// A component's output that may be null and is computed from outputs (a
// choice of a resource's optional map and a map of its id) is typed as an
// output holding outputs, but its value holds none: given where an optional
// input is taken, it is asserted present as a plain optional output is
// (TypeScript's SDK types take no output of undefined there).
const tagging = new Tagging("tagging");
const tagged = new aws.s3.Bucket("tagged", {
    tags: tagging.tags as pulumi.Output<Record<string, string>>,
});
const server = new aws.ec2.Instance("server", {
    ami: "ami-0123",
    instanceType: "t3.micro",
    securityGroups: tagging.groups,
    tags: tagging.keepers as pulumi.Output<Record<string, string>>,
});
export const bucketTags = tagged.tags;
export const groups = server.securityGroups;
