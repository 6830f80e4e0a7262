import * as pulumi from "@pulumi/pulumi";

export interface CompArgs {
    values: pulumi.Input<pulumi.Input<number | undefined>[]>;
}

export class Comp extends pulumi.ComponentResource {
    public readonly count: pulumi.Output<number>;
    public readonly present: pulumi.Output<(number | undefined)[]>;

    constructor(name: string, args: CompArgs, opts?: pulumi.ComponentResourceOptions) {
        super("components:index:Comp", name, {
            values: args.values,
        }, opts);
        const values = pulumi.output(args.values);
        this.count = values.apply(values2 => values2.length);
        this.present = values.apply(values2 => values2.filter(v => v != null));
        this.registerOutputs({
            count: this.count,
            present: this.present,
        });
    }
}
