import * as pulumi from "@pulumi/pulumi";
import * as random from "@pulumi/random";

export interface InnerArgs {
    value: pulumi.Input<string>;
}

export class Inner extends pulumi.ComponentResource {
    public readonly seen: pulumi.Output<string>;
    public readonly size: pulumi.Output<number>;

    constructor(name: string, args: InnerArgs, opts?: pulumi.ComponentResourceOptions) {
        super("components:index:Inner", name, {
            value: args.value,
        }, opts);
        const value = pulumi.output(args.value);
        const word = new random.RandomPet(`${name}-word`, {
            length: value.apply(value2 => [...new Intl.Segmenter().segment(value2)].length),
        }, {
            parent: this,
        });
        this.seen = pulumi.interpolate`value=${value}`;
        this.size = value.apply(value2 => [...new Intl.Segmenter().segment(value2)].length);
        this.registerOutputs({
            seen: this.seen,
            size: this.size,
        });
    }
}
