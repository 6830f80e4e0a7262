import * as pulumi from "@pulumi/pulumi";
import * as random from "@pulumi/random";

export interface TagArgs {
    prefix: pulumi.Input<string>;
}

export class Tag extends pulumi.ComponentResource {
    public readonly name: pulumi.Output<string>;
    public readonly prefix: pulumi.Output<string>;

    constructor(name: string, args: TagArgs, opts?: pulumi.ComponentResourceOptions) {
        super("components:index:Tag", name, {}, opts);
        const prefix = pulumi.output(args.prefix);
        const pet = new random.RandomPet(`${name}-pet`, {
            length: 2,
        }, {
            parent: this,
        });
        this.name = pet.id;
        this.prefix = prefix;
        this.registerOutputs({
            name: this.name,
            prefix: this.prefix,
        });
    }
}
