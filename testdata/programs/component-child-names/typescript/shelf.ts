import * as pulumi from "@pulumi/pulumi";
import * as random from "@pulumi/random";

export interface ShelfArgs {
}

export class Shelf extends pulumi.ComponentResource {
    public readonly slot: pulumi.Output<number>;

    constructor(name: string, args?: ShelfArgs, opts?: pulumi.ComponentResourceOptions) {
        super("components:index:Shelf", name, {}, opts);
        const slot = new random.RandomInteger(`${name}-slot`, {
            min: 1,
            max: 9,
        }, {
            parent: this,
        });
        this.slot = slot.result;
        this.registerOutputs({
            slot: this.slot,
        });
    }
}
