import * as pulumi from "@pulumi/pulumi";

export interface CompArgs {
    nums: pulumi.Input<pulumi.Input<number>[]>;
}

export class Comp extends pulumi.ComponentResource {
    public readonly doubled: pulumi.Output<number[]>;

    constructor(name: string, args: CompArgs, opts?: pulumi.ComponentResourceOptions) {
        super("components:index:Comp", name, {
            nums: args.nums,
        }, opts);
        const nums = pulumi.output(args.nums);
        this.doubled = nums.apply(nums2 => nums2.map(n => n * 1.5));
        this.registerOutputs({
            doubled: this.doubled,
        });
    }
}
