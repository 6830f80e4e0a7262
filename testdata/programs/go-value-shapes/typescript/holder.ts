import * as pulumi from "@pulumi/pulumi";

export interface HolderArgs {
    labels: pulumi.Input<Record<string, pulumi.Input<string>>>;
}

export class Holder extends pulumi.ComponentResource {
    public readonly joined: pulumi.Output<string>;

    constructor(name: string, args: HolderArgs, opts?: pulumi.ComponentResourceOptions) {
        super("components:index:Holder", name, {
            labels: args.labels,
        }, opts);
        const labels = pulumi.output(args.labels);
        this.joined = labels.apply(labels2 => Object.entries(labels2).sort(([a], [b]) => (a < b ? -1 : 1)).map(([k, v]) => `${k}=${v}`).join(","));
        this.registerOutputs({
            joined: this.joined,
        });
    }
}
