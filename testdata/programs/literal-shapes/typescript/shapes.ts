import * as pulumi from "@pulumi/pulumi";

export interface ShapesArgs {
    flag?: boolean;
}

export class Shapes extends pulumi.ComponentResource {
    public readonly emptyObject: pulumi.Output<Record<string, any>>;
    public readonly emptyList: pulumi.Output<any[]>;
    public readonly mixed: pulumi.Output<(boolean | string | number)[]>;
    public readonly flags: pulumi.Output<boolean[]>;

    constructor(name: string, args?: ShapesArgs, opts?: pulumi.ComponentResourceOptions) {
        super("components:index:Shapes", name, {
            flag: args?.flag,
        }, opts);
        args = args ?? {};
        const flag = args.flag ?? true;
        this.emptyObject = pulumi.output<Record<string, any>>({});
        this.emptyList = pulumi.output<any[]>([]);
        this.mixed = pulumi.output<(boolean | string | number)[]>([flag, "x", 1]);
        this.flags = pulumi.output<boolean[]>([flag, !flag, true]);
        this.registerOutputs({
            emptyObject: this.emptyObject,
            emptyList: this.emptyList,
            mixed: this.mixed,
            flags: this.flags,
        });
    }
}
