import * as pulumi from "@pulumi/pulumi";
import * as random from "@pulumi/random";

export interface CompArgs {
    pick: boolean;
}

export class Comp extends pulumi.ComponentResource {
    public readonly values: pulumi.Output<any[]>;
    public readonly pet: pulumi.Output<string>;

    constructor(name: string, args: CompArgs, opts?: pulumi.ComponentResourceOptions) {
        super("components:index:Comp", name, {
            pick: args.pick,
        }, opts);
        const pick = args.pick;
        const first = new random.RandomPet(`${name}-first`, {
            length: 1,
        }, {
            parent: this,
        });
        const second = new random.RandomPet(`${name}-second`, {
            length: 2,
        }, {
            parent: this,
        });
        this.values = pulumi.output<any[]>(pick ? [] : [-2147483648, 5 % 5, undefined]);
        this.pet = (pick ? first.id : second.id);
        this.registerOutputs({
            values: this.values,
            pet: this.pet,
        });
    }
}
