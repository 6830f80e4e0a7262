import * as pulumi from "@pulumi/pulumi";
import * as aws from "@pulumi/aws";

export interface CompArgs {
    names: string[];
    tags: Record<string, string>;
}

export class Comp extends pulumi.ComponentResource {
    public readonly joined: pulumi.Output<string>;

    constructor(name: string, args: CompArgs, opts?: pulumi.ComponentResourceOptions) {
        super("components:index:Comp", name, {
            names: args.names,
            tags: args.tags,
        }, opts);
        const names = args.names;
        const tags = args.tags;
        const server = new aws.ec2.Instance(`${name}-server`, {
            ami: "ami-c",
            instanceType: "t3.micro",
            securityGroups: names,
            tags: tags,
        }, {
            parent: this,
        });
        this.joined = pulumi.output(names.join(","));
        this.registerOutputs({
            joined: this.joined,
        });
    }
}
