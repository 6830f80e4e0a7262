import * as pulumi from "@pulumi/pulumi";
import * as random from "@pulumi/random";

export interface TaggedArgs {
    id: {delta: string, india: boolean};
    urn: string;
    name: string;
}

export class Tagged extends pulumi.ComponentResource {
    public readonly prefix: pulumi.Output<string | undefined>;

    constructor(name: string, args: TaggedArgs, opts?: pulumi.ComponentResourceOptions) {
        super("components:index:Tagged", name, {
            name: args.name,
        }, opts);
        const id = args.id;
        const urn = args.urn;
        const nameConfig = args.name;
        const pet = new random.RandomPet(`${name}-pet`, {
            prefix: `${id.delta}-${urn}-${nameConfig}`,
        }, {
            parent: this,
        });
        this.prefix = pet.prefix;
        this.registerOutputs({
            prefix: this.prefix,
        });
    }
}
