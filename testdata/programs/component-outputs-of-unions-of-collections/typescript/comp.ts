import * as pulumi from "@pulumi/pulumi";
import * as random from "@pulumi/random";

export interface CompArgs {
    flag?: boolean;
}

export class Comp extends pulumi.ComponentResource {
    public readonly xray: pulumi.Output<Record<string, string> | undefined>;
    public readonly listed: pulumi.Output<string[]>;

    constructor(name: string, args?: CompArgs, opts?: pulumi.ComponentResourceOptions) {
        super("components:index:Comp", name, {
            flag: args?.flag,
        }, opts);
        args = args ?? {};
        // A component output that is a conditional of collections of different kinds
        // (an object and an optional map, a tuple and a list) is the one collection
        // they convert to, as its field declares it.
        const flag = args.flag ?? false;
        const pet = new random.RandomPet(`${name}-pet`, {
            keepers: {
                a: "b",
            },
        }, {
            parent: this,
        });
        this.xray = (flag ? pulumi.output<Record<string, string> | undefined>({
            "x-y": "dollar",
        }) : pulumi.output<Record<string, string> | undefined>(pet.keepers));
        this.listed = pulumi.output<pulumi.Input<pulumi.Input<string>[]>>(flag ? [pulumi.output("a"), pulumi.output("b")] : [pet.id]);
        this.registerOutputs({
            xray: this.xray,
            listed: this.listed,
        });
    }
}
