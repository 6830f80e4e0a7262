import * as pulumi from "@pulumi/pulumi";

export interface CompArgs {
    values: pulumi.Input<pulumi.Input<number | undefined>[]>;
    byKey?: pulumi.Input<Record<string, pulumi.Input<number | undefined>>>;
}

export class Comp extends pulumi.ComponentResource {
    public readonly count: pulumi.Output<number>;
    public readonly values: pulumi.Output<(number | undefined)[]>;
    public readonly keyed: pulumi.Output<Record<string, number | undefined>>;

    constructor(name: string, args: CompArgs, opts?: pulumi.ComponentResourceOptions) {
        super("components:index:Comp", name, {
            values: args.values,
            byKey: args.byKey,
        }, opts);
        const values = pulumi.output(args.values);
        const byKey = pulumi.output(args.byKey).apply(byKey => byKey ?? {});
        this.count = values.apply(values2 => values2.length);
        this.values = values;
        this.keyed = byKey;
        this.registerOutputs({
            count: this.count,
            values: this.values,
            keyed: this.keyed,
        });
    }
}
