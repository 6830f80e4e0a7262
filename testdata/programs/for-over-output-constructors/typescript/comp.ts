import * as pulumi from "@pulumi/pulumi";

export interface CompArgs {
    names: string[];
}

export class Comp extends pulumi.ComponentResource {
    public readonly joined: pulumi.Output<string>;

    constructor(name: string, args: CompArgs, opts?: pulumi.ComponentResourceOptions) {
        super("components:index:Comp", name, {
            names: args.names,
        }, opts);
        const names = args.names;
        this.joined = pulumi.output(names.join(","));
        this.registerOutputs({
            joined: this.joined,
        });
    }
}
