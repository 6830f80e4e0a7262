import * as pulumi from "@pulumi/pulumi";
import * as random from "@pulumi/random";

export interface CountedArgs {
    size?: pulumi.Input<number>;
}

export class Counted extends pulumi.ComponentResource {
    constructor(name: string, args?: CountedArgs, opts?: pulumi.ComponentResourceOptions) {
        super("components:index:Counted", name, {
            size: args?.size,
        }, opts);
        args = args ?? {};
        const size = pulumi.output(args.size).apply(size => size ?? 4);
        const sized = pulumi.unsecret(pulumi.output([15, size])).apply(rangeValue => {
            const resources: random.RandomInteger[] = [];
            for (const [index, value] of rangeValue.entries()) {
                resources.push(new random.RandomInteger(`${name}-sized-${index}`, {
                    min: 0,
                    max: size.apply(size2 => Math.max(value, 1)),
                }, {
                    parent: this,
                }));
            }
            return resources;
        });
        this.registerOutputs({});
    }
}
