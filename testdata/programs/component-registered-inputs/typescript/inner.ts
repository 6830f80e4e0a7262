import * as pulumi from "@pulumi/pulumi";
import * as random from "@pulumi/random";

export interface InnerArgs {
    count: pulumi.Input<number>;
    text: pulumi.Input<string>;
}

export class Inner extends pulumi.ComponentResource {
    public readonly result: pulumi.Output<string>;

    constructor(name: string, args: InnerArgs, opts?: pulumi.ComponentResourceOptions) {
        super("components:index:Inner", name, {
            count: args.count,
        }, opts);
        const count = pulumi.output(args.count);
        const text = pulumi.output(args.text);
        const pet = new random.RandomPet(`${name}-pet`, {
            length: count,
            prefix: text,
        }, {
            parent: this,
        });
        this.result = pet.id;
        this.registerOutputs({
            result: this.result,
        });
    }
}
