import * as pulumi from "@pulumi/pulumi";
import * as random from "@pulumi/random";

export interface BoxArgs {
    /** the number of words */
    size: pulumi.Input<number>;
    label?: string;
    note?: string;
}

export class Box extends pulumi.ComponentResource {
    public readonly name: pulumi.Output<string>;

    constructor(name: string, args: BoxArgs, opts?: pulumi.ComponentResourceOptions) {
        super("components:index:Box", name, {
            size: args.size,
            label: args.label,
            note: args.note,
        }, opts);
        const size = pulumi.output(args.size);
        const label = args.label ?? "box";
        const note = args.note;
        const pet = new random.RandomPet(`${name}-pet`, {
            length: size,
            prefix: label,
            separator: note,
        }, {
            parent: this,
        });
        this.name = pet.id;
        this.registerOutputs({
            name: this.name,
        });
    }
}
