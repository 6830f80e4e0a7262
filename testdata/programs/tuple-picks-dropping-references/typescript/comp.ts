import * as pulumi from "@pulumi/pulumi";
import * as aws from "@pulumi/aws";
import * as random from "@pulumi/random";

export interface CompArgs {
}

export class Comp extends pulumi.ComponentResource {
    constructor(name: string, args?: CompArgs, opts?: pulumi.ComponentResourceOptions) {
        super("components:index:Comp", name, {}, opts);
        const pw = new random.RandomPassword(`${name}-pw`, {
            length: 10,
        }, {
            parent: this,
        });

        // Read only by an element of a tuple that a constant index does not pick.
        const unpicked = pw.bcryptHash;
        const plain: string = "x";
        const grp = pulumi.unsecret(pulumi.secret(["a", "b"])).apply(rangeValue => {
            const resources: aws.ec2.SecurityGroup[] = [];
            for (let index = 0; index < rangeValue.length; index++) {
                resources.push(new aws.ec2.SecurityGroup(`${name}-grp-${index}`, {
                    description: "日本",
                    name: "b",
                }, {
                    parent: this,
                }));
            }
            return resources;
        });
        this.registerOutputs({});
    }
}
