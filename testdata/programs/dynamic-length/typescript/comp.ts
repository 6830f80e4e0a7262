import * as pulumi from "@pulumi/pulumi";

export interface CompArgs {
    count: number;
}

export class Comp extends pulumi.ComponentResource {
    public readonly doubled: pulumi.Output<number>;

    constructor(name: string, args: CompArgs, opts?: pulumi.ComponentResourceOptions) {
        super("components:index:Comp", name, {
            count: args.count,
        }, opts);
        const count = args.count;
        this.doubled = pulumi.output(count * 2);
        this.registerOutputs({
            doubled: this.doubled,
        });
    }
}
