import * as pulumi from "@pulumi/pulumi";
import * as random from "@pulumi/random";

export interface HalfArgs {
    peer: pulumi.Input<string>;
}

export class Half extends pulumi.ComponentResource {
    public readonly own: pulumi.Output<string>;
    public readonly seen: pulumi.Output<string>;

    constructor(name: string, args: HalfArgs, opts?: pulumi.ComponentResourceOptions) {
        super("components:index:Half", name, {}, opts);
        const peer = pulumi.output(args.peer);
        const word = new random.RandomPet(`${name}-word`, {
            length: 1,
        }, {
            parent: this,
        });
        this.own = word.id;
        this.seen = pulumi.interpolate`peer:${peer}`;
        this.registerOutputs({
            own: this.own,
            seen: this.seen,
        });
    }
}
