import * as pulumi from "@pulumi/pulumi";
import * as random from "@pulumi/random";

export interface CompArgs {
    label?: pulumi.Input<string>;
    count?: pulumi.Input<number>;
}

export class Comp extends pulumi.ComponentResource {
    public readonly prefix: pulumi.Output<string | undefined>;

    constructor(name: string, args?: CompArgs, opts?: pulumi.ComponentResourceOptions) {
        super("components:index:Comp", name, {
            label: args?.label,
            count: args?.count,
        }, opts);
        args = args ?? {};
        const label = pulumi.output(args.label).apply(label => label ?? "{brace}");
        const count = pulumi.output(args.count).apply(count => count ?? 2);

        // The reads of the config are in branches a constant condition never takes.
        const pet = new random.RandomPet(`${name}-pet`, {
            prefix: pulumi.interpolate`x${false ? label : pulumi.output("y")}`,
            length: true ? 3 : count,
        }, {
            parent: this,
        });
        this.prefix = pet.prefix;
        this.registerOutputs({
            prefix: this.prefix,
        });
    }
}
