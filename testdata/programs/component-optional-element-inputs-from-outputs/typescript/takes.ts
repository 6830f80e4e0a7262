import * as pulumi from "@pulumi/pulumi";

export interface TakesArgs {
    labels?: pulumi.Input<Record<string, pulumi.Input<string | undefined>>>;
    names?: pulumi.Input<pulumi.Input<string | undefined>[]>;
}

export class Takes extends pulumi.ComponentResource {
    public readonly labelCount: pulumi.Output<number>;
    public readonly names: pulumi.Output<(string | undefined)[]>;

    constructor(name: string, args?: TakesArgs, opts?: pulumi.ComponentResourceOptions) {
        super("components:index:Takes", name, {
            labels: args?.labels,
            names: args?.names,
        }, opts);
        args = args ?? {};
        const labels = pulumi.output(args.labels).apply(labels => labels ?? {});
        const names = pulumi.output(args.names).apply(names => names ?? []);
        this.labelCount = labels.apply(labels2 => Object.keys(labels2).length);
        this.names = names.apply(names2 => names2.map(n => n == null ? "none" : n));
        this.registerOutputs({
            labelCount: this.labelCount,
            names: this.names,
        });
    }
}
