import * as pulumi from "@pulumi/pulumi";
import * as aws from "@pulumi/aws";
import { Comp } from "./comp";

// Fuzz seed 10580: a component's output that is a resource's property which
// may be unset (Output[Mapping[str, str] | None] to pyright) given to an
// input that takes no None inside an output.
const echo = new Comp("echo");
const server = new aws.ec2.Instance("server", {
    ami: "ami-123",
    tags: echo.delta as pulumi.Output<Record<string, string>>,
});
export const tags = server.tags;
