import * as pulumi from "@pulumi/pulumi";
import * as acme from "@acme/pulumi-acme";

export interface DoorArgs {
    guest: string;
    loud?: boolean;
}

export class Door extends pulumi.ComponentResource {
    public readonly size: pulumi.Output<number>;

    constructor(name: string, args: DoorArgs, opts?: pulumi.ComponentResourceOptions) {
        super("components:index:Door", name, {
            guest: args.guest,
            loud: args.loud,
        }, opts);
        const guest = args.guest;
        const loud = args.loud ?? false;
        const sign = new acme.Greeting(`${name}-sign`, {
            message: `Welcome, ${guest}`,
            loud: loud,
        }, {
            parent: this,
        });
        this.size = sign.length;
        this.registerOutputs({
            size: this.size,
        });
    }
}
