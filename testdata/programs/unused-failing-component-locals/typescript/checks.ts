import * as pulumi from "@pulumi/pulumi";

export interface ChecksArgs {
    count: number;
}

export class Checks extends pulumi.ComponentResource {
    public readonly count: pulumi.Output<number>;

    constructor(name: string, args: ChecksArgs, opts?: pulumi.ComponentResourceOptions) {
        super("components:index:Checks", name, {
            count: args.count,
        }, opts);
        const count = args.count;

        // Nothing reads this local, and evaluating it fails: singleOrNone of three
        // elements.
        const unread = {
            kept: "x",
            single: (() => {
                const list = [count, count, 3];
                if (list.length > 1) {
                    throw new Error("singleOrNone: the list has more than one element");
                }
                return list[0];
            })(),
        };
        this.count = pulumi.output(count);
        this.registerOutputs({
            count: this.count,
        });
    }
}
