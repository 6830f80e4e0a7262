import * as pulumi from "@pulumi/pulumi";
import * as random from "@pulumi/random";

export interface PartArgs {
    name: pulumi.Input<string>;
}

export class Part extends pulumi.ComponentResource {
    public readonly names: pulumi.Output<string[]>;

    constructor(name: string, args: PartArgs, opts?: pulumi.ComponentResourceOptions) {
        super("components:index:Part", name, {
            name: args.name,
        }, opts);
        const nameConfig = pulumi.output(args.name);
        const ids = pulumi.unsecret(pulumi.output(["x"].map(c => nameConfig).map(f => f))).apply(rangeValue => {
            const resources: random.RandomId[] = [];
            for (const [index, value] of rangeValue.entries()) {
                resources.push(new random.RandomId(`${name}-ids-${index}`, {
                    byteLength: 4,
                    prefix: value,
                }, {
                    parent: this,
                }));
            }
            return resources;
        });
        this.names = pulumi.output([nameConfig, "two"].map(n => pulumi.interpolate`${pulumi.output(n)}!`));
        this.registerOutputs({
            names: this.names,
        });
    }
}
