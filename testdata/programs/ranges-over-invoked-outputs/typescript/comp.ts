import * as pulumi from "@pulumi/pulumi";
import * as random from "@pulumi/random";

export interface CompArgs {
}

export class Comp extends pulumi.ComponentResource {
    public readonly name: pulumi.Output<string>;

    constructor(name: string, args?: CompArgs, opts?: pulumi.ComponentResourceOptions) {
        super("components:index:Comp", name, {}, opts);
        const pet = new random.RandomPet(`${name}-pet`, {
            length: 2,
        }, {
            parent: this,
        });
        this.name = pet.id;
        this.registerOutputs({
            name: this.name,
        });
    }
}
