import * as pulumi from "@pulumi/pulumi";

export interface HolderArgs {
    byKey: pulumi.Input<any>;
    results: pulumi.Input<any>;
    nested: pulumi.Input<any>;
}

export class Holder extends pulumi.ComponentResource {
    public readonly all: pulumi.Output<any[]>;

    constructor(name: string, args: HolderArgs, opts?: pulumi.ComponentResourceOptions) {
        super("components:index:Holder", name, {
            byKey: args.byKey,
            results: args.results,
            nested: args.nested,
        }, opts);
        const byKey = pulumi.output(args.byKey);
        const results = pulumi.output(args.results);
        const nested = pulumi.output(args.nested);
        this.all = pulumi.output([byKey, results, nested]);
        this.registerOutputs({
            all: this.all,
        });
    }
}
