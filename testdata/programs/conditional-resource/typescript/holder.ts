import * as pulumi from "@pulumi/pulumi";
import * as random from "@pulumi/random";

export interface HolderArgs {
    label: pulumi.Input<string>;
    count: number;
}

export class Holder extends pulumi.ComponentResource {
    public readonly label: pulumi.Output<string>;

    constructor(name: string, args: HolderArgs, opts?: pulumi.ComponentResourceOptions) {
        super("components:index:Holder", name, {
            label: args.label,
            count: args.count,
        }, opts);
        const label = pulumi.output(args.label);
        const count = args.count;
        const pet = new random.RandomPet(`${name}-pet`, {
            prefix: label,
            length: count,
        }, {
            parent: this,
        });
        this.label = pet.id;
        this.registerOutputs({
            label: this.label,
        });
    }
}
