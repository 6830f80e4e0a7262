import * as pulumi from "@pulumi/pulumi";
import * as random from "@pulumi/random";

export interface SecondArgs {
    name: pulumi.Input<string>;
}

export class Second extends pulumi.ComponentResource {
    public readonly size: pulumi.Output<number>;

    constructor(name: string, args: SecondArgs, opts?: pulumi.ComponentResourceOptions) {
        super("components:index:Second", name, {}, opts);
        const nameConfig = pulumi.output(args.name);
        const word = new random.RandomString(`${name}-word`, {
            length: 4,
        }, {
            parent: this,
        });
        const tag = new random.RandomString(`${name}-tag`, {
            length: 3,
            keepers: {
                name: nameConfig,
            },
        }, {
            parent: this,
        });
        this.size = word.length;
        this.registerOutputs({
            size: this.size,
        });
    }
}
