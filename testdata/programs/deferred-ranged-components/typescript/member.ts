import * as pulumi from "@pulumi/pulumi";
import * as random from "@pulumi/random";

export interface MemberArgs {
    size: pulumi.Input<number>;
    prefix: pulumi.Input<string>;
}

export class Member extends pulumi.ComponentResource {
    public readonly name: pulumi.Output<string>;
    public readonly size: pulumi.Output<number>;

    constructor(name: string, args: MemberArgs, opts?: pulumi.ComponentResourceOptions) {
        super("components:index:Member", name, {}, opts);
        const size = pulumi.output(args.size);
        const prefix = pulumi.output(args.prefix);

        // The outputs read across instances come from a resource that does not take
        // the prefix: were they computed from it, each instance's output would wait
        // for itself, a circular reference.
        const id = new random.RandomId(`${name}-id`, {
            byteLength: size,
        }, {
            parent: this,
        });
        const pet = new random.RandomPet(`${name}-pet`, {
            length: size,
            prefix: prefix,
        }, {
            parent: this,
        });
        this.name = id.hex;
        this.size = id.byteLength;
        this.registerOutputs({
            name: this.name,
            size: this.size,
        });
    }
}
