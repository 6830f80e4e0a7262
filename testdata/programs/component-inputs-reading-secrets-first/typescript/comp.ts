import * as pulumi from "@pulumi/pulumi";
import * as random from "@pulumi/random";

export interface CompArgs {
    label: pulumi.Input<string>;
}

export class Comp extends pulumi.ComponentResource {
    public readonly name: pulumi.Output<string>;

    constructor(name: string, args: CompArgs, opts?: pulumi.ComponentResourceOptions) {
        super("components:index:Comp", name, {
            label: args.label,
        }, opts);
        const label = pulumi.output(args.label);
        const pet = new random.RandomPet(`${name}-pet`, {
            prefix: label,
        }, {
            parent: this,
        });
        this.name = pet.id;
        this.registerOutputs({
            name: this.name,
        });
    }
}
