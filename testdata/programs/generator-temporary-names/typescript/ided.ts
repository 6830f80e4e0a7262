import * as pulumi from "@pulumi/pulumi";

export interface IdedArgs {
    prefix: string;
}

export class Ided extends pulumi.ComponentResource {
    public readonly id: pulumi.Output<string>;

    constructor(name: string, args: IdedArgs, opts?: pulumi.ComponentResourceOptions) {
        super("components:index:Ided", name, {
            prefix: args.prefix,
        }, opts);
        const prefix = args.prefix;

        // A component's output may be named id: a component has no ID of its own.
        this.id = pulumi.output(`${prefix}-id`);
        this.registerOutputs({
            id: this.id,
        });
    }
}
