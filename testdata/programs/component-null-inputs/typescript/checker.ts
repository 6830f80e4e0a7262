import * as pulumi from "@pulumi/pulumi";

export interface CheckerArgs {
    enabled: pulumi.Input<boolean>;
}

export class Checker extends pulumi.ComponentResource {
    public readonly enabled: pulumi.Output<boolean>;

    constructor(name: string, args: CheckerArgs, opts?: pulumi.ComponentResourceOptions) {
        super("components:index:Checker", name, {
            enabled: args.enabled,
        }, opts);
        const enabled = pulumi.output(args.enabled);
        this.enabled = enabled;
        this.registerOutputs({
            enabled: this.enabled,
        });
    }
}
