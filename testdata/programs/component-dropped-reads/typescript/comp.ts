import * as pulumi from "@pulumi/pulumi";
import * as random from "@pulumi/random";

export interface CompArgs {
    label?: string;
}

export class Comp extends pulumi.ComponentResource {
    public readonly sum: pulumi.Output<number>;
    public readonly chosen: pulumi.Output<string>;

    constructor(name: string, args?: CompArgs, opts?: pulumi.ComponentResourceOptions) {
        super("components:index:Comp", name, {
            label: args?.label,
        }, opts);
        args = args ?? {};
        const label = args.label ?? "unused";
        const pet = new random.RandomPet(`${name}-pet`, {
            length: 2,
        }, {
            parent: this,
        });
        const other = new random.RandomPet(`${name}-other`, {
            length: 3,
        }, {
            parent: this,
        });
        const size: number = 3;

        // Each value reads a node that lowering drops: a constant index picks one
        // element of a tuple, a constant condition one branch.
        const picked = size;
        const fixed: number = 1;
        const chosen: string = true ? "fixed" : label;
        this.sum = pulumi.output(picked + fixed);
        this.chosen = pulumi.output(chosen);
        this.registerOutputs({
            sum: this.sum,
            chosen: this.chosen,
        });
    }
}
