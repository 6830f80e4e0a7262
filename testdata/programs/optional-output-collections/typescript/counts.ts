import * as pulumi from "@pulumi/pulumi";

export interface CountsArgs {
    values: pulumi.Input<pulumi.Input<number | undefined>[]>;
    named: pulumi.Input<Record<string, pulumi.Input<number | undefined>>>;
}

export class Counts extends pulumi.ComponentResource {
    public readonly total: pulumi.Output<number>;
    public readonly kept: pulumi.Output<(number | undefined)[]>;

    constructor(name: string, args: CountsArgs, opts?: pulumi.ComponentResourceOptions) {
        super("components:index:Counts", name, {
            values: args.values,
            named: args.named,
        }, opts);
        const values = pulumi.output(args.values);
        const named = pulumi.output(args.named);
        this.total = pulumi.all([values, named]).apply(([values2, named2]) => values2.filter(v => v != null).length + Object.keys(named2).length);
        this.kept = values.apply(values2 => values2.map(v => v));
        this.registerOutputs({
            total: this.total,
            kept: this.kept,
        });
    }
}
