import * as pulumi from "@pulumi/pulumi";
import * as aws from "@pulumi/aws";

export interface CompArgs {
}

export class Comp extends pulumi.ComponentResource {
    constructor(name: string, args?: CompArgs, opts?: pulumi.ComponentResourceOptions) {
        super("components:index:Comp", name, {}, opts);
        const b = new aws.s3.Bucket(`${name}-b`, {}, {
            parent: this,
        });
        this.registerOutputs({});
    }
}
