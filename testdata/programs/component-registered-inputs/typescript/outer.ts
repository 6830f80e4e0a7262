import * as pulumi from "@pulumi/pulumi";
import { Inner } from "./inner";

export interface OuterArgs {
    plain: pulumi.Input<number>;
    waiting: pulumi.Input<string>;
}

export class Outer extends pulumi.ComponentResource {
    public readonly result: pulumi.Output<string>;

    constructor(name: string, args: OuterArgs, opts?: pulumi.ComponentResourceOptions) {
        super("components:index:Outer", name, {
            plain: args.plain,
        }, opts);
        const plain = pulumi.output(args.plain);
        const waiting = pulumi.output(args.waiting);
        const inner = new Inner(`${name}-inner`, {count: plain.apply(plain2 => plain2 + 1), text: waiting}, {
            parent: this,
        });
        this.result = inner.result;
        this.registerOutputs({
            result: this.result,
        });
    }
}
