import * as pulumi from "@pulumi/pulumi";
import * as random from "@pulumi/random";

export interface InnerArgs {
}

export class Inner extends pulumi.ComponentResource {
    public readonly address: pulumi.Output<string>;

    constructor(name: string, args?: InnerArgs, opts?: pulumi.ComponentResourceOptions) {
        super("components:index:Inner", name, {}, opts);
        const pet = new random.RandomPet(`${name}-pet`, {}, {
            parent: this,
        });
        this.address = pulumi.interpolate`inner:${pet.urn}`;
        this.registerOutputs({
            address: this.address,
        });
    }
}
