import * as pulumi from "@pulumi/pulumi";

export interface ShapesArgs {
    flag: pulumi.Input<boolean>;
}

export class Shapes extends pulumi.ComponentResource {
    public readonly empty: pulumi.Output<Record<string, any>>;

    constructor(name: string, args: ShapesArgs, opts?: pulumi.ComponentResourceOptions) {
        super("components:index:Shapes", name, {
            flag: args.flag,
        }, opts);
        const flag = pulumi.output(args.flag);

        // An object built in an apply: TypeScript infers {} for it, where the
        // component's output is a record.
        this.empty = flag.apply((flag2): Record<string, any> => !flag2 ? {} : {});
        this.registerOutputs({
            empty: this.empty,
        });
    }
}
