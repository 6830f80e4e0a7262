import * as pulumi from "@pulumi/pulumi";
import * as random from "@pulumi/random";

export interface PartsArgs {
    size: number;
}

export class Parts extends pulumi.ComponentResource {
    public readonly registerOutputs_: pulumi.Output<string>;
    public readonly getProvider_: pulumi.Output<number>;

    constructor(name: string, args: PartsArgs, opts?: pulumi.ComponentResourceOptions) {
        super("components:index:Parts", name, {
            size: args.size,
        }, opts);
        const size = args.size;
        const pet = new random.RandomPet(`${name}-pet`, {
            length: size,
        }, {
            parent: this,
        });
        this.registerOutputs_ = pet.id;
        this.getProvider_ = pulumi.output(size * 2);
        this.registerOutputs({
            registerOutputs: this.registerOutputs_,
            getProvider: this.getProvider_,
        });
    }
}
