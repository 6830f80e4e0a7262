import * as pulumi from "@pulumi/pulumi";
import * as random from "@pulumi/random";

export interface PetsArgs {
    label: string;
}

export class Pets extends pulumi.ComponentResource {
    public readonly petId: pulumi.Output<string>;

    constructor(name: string, args: PetsArgs, opts?: pulumi.ComponentResourceOptions) {
        super("components:index:Pets", name, {
            label: args.label,
        }, opts);
        const label = args.label;
        const pet = new random.RandomPet(`${name}-pet`, {
            prefix: label,
        }, {
            parent: this,
        });
        this.petId = pet.id;
        this.registerOutputs({
            petId: this.petId,
        });
    }
}
