import * as pulumi from "@pulumi/pulumi";
import * as random from "@pulumi/random";

export interface PairArgs {
}

export class Pair extends pulumi.ComponentResource {
    public readonly numbers: pulumi.Output<number[]>;

    constructor(name: string, args?: PairArgs, opts?: pulumi.ComponentResourceOptions) {
        super("components:index:Pair", name, {}, opts);
        const sized = new random.RandomInteger(`${name}-sized`, {
            min: 1,
            max: 9,
        }, {
            parent: this,
        });
        this.numbers = pulumi.output([sized.result.apply(result => result + 0.5), 2]);
        this.registerOutputs({
            numbers: this.numbers,
        });
    }
}
