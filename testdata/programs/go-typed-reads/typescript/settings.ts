import * as pulumi from "@pulumi/pulumi";

export interface SettingsArgs {
    limits?: pulumi.Input<{tango: pulumi.Input<number>, zulu?: pulumi.Input<boolean | undefined>}>;
}

export class Settings extends pulumi.ComponentResource {
    public readonly tango: pulumi.Output<number>;

    constructor(name: string, args?: SettingsArgs, opts?: pulumi.ComponentResourceOptions) {
        super("components:index:Settings", name, {
            limits: args?.limits,
        }, opts);
        args = args ?? {};
        const limits = pulumi.output(args.limits).apply(limits => limits ?? {
            tango: 1,
        });
        this.tango = limits.tango;
        this.registerOutputs({
            tango: this.tango,
        });
    }
}
