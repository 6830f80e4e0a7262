import * as pulumi from "@pulumi/pulumi";

export interface CompArgs {
    configs: pulumi.Input<pulumi.Input<any>[]>;
}

export class Comp extends pulumi.ComponentResource {
    public readonly configs: pulumi.Output<any[]>;

    constructor(name: string, args: CompArgs, opts?: pulumi.ComponentResourceOptions) {
        super("components:index:Comp", name, {
            configs: args.configs,
        }, opts);
        const configs = pulumi.output(args.configs);
        this.configs = configs;
        this.registerOutputs({
            configs: this.configs,
        });
    }
}
