import * as pulumi from "@pulumi/pulumi";
import * as random from "@pulumi/random";
import { Inner } from "./inner";

export interface OuterArgs {
}

export class Outer extends pulumi.ComponentResource {
    public readonly urns: pulumi.Output<string[]>;

    constructor(name: string, args?: OuterArgs, opts?: pulumi.ComponentResourceOptions) {
        super("components:index:Outer", name, {}, opts);
        const nested = new Inner(`${name}-nested`, {}, {
            parent: this,
        });
        const id = new random.RandomId(`${name}-id`, {
            byteLength: 2,
        }, {
            parent: this,
        });
        this.urns = pulumi.output([nested.address, pulumi.interpolate`outer:${id.urn}${id.hex}`]);
        this.registerOutputs({
            urns: this.urns,
        });
    }
}
