import * as pulumi from "@pulumi/pulumi";

export interface SettingsArgs {
    names: pulumi.Input<pulumi.Input<string>[]>;
}

export class Settings extends pulumi.ComponentResource {
    public readonly count: pulumi.Output<number>;

    constructor(name: string, args: SettingsArgs, opts?: pulumi.ComponentResourceOptions) {
        super("components:index:Settings", name, {
            names: args.names,
        }, opts);
        const names = pulumi.output(args.names);
        this.count = names.apply(names2 => names2.length);
        this.registerOutputs({
            count: this.count,
        });
    }
}
