import * as pulumi from "@pulumi/pulumi";
import * as random from "@pulumi/random";

export interface FirstArgs {
    size: pulumi.Input<number>;
}

export class First extends pulumi.ComponentResource {
    public readonly name: pulumi.Output<string>;

    constructor(name: string, args: FirstArgs, opts?: pulumi.ComponentResourceOptions) {
        super("components:index:First", name, {}, opts);
        const size = pulumi.output(args.size);
        const pet = new random.RandomPet(`${name}-pet`, {
            length: size.apply(size2 => size2 + 1),
        }, {
            parent: this,
        });
        this.name = pet.id;
        this.registerOutputs({
            name: this.name,
        });
    }
}
