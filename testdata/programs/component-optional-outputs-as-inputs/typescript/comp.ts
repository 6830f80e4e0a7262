import * as pulumi from "@pulumi/pulumi";
import * as random from "@pulumi/random";

export interface CompArgs {
}

export class Comp extends pulumi.ComponentResource {
    public readonly delta: pulumi.Output<Record<string, string> | undefined>;

    constructor(name: string, args?: CompArgs, opts?: pulumi.ComponentResourceOptions) {
        super("components:index:Comp", name, {}, opts);
        const mike = new random.RandomId(`${name}-mike`, {
            byteLength: 4,
            keepers: {
                a: "b",
            },
        }, {
            parent: this,
        });
        this.delta = mike.keepers;
        this.registerOutputs({
            delta: this.delta,
        });
    }
}
