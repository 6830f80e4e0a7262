import * as pulumi from "@pulumi/pulumi";
import * as random from "@pulumi/random";

export interface PetArgs {
    /** the number of words */
    length: pulumi.Input<number>;
    prefix?: pulumi.Input<string>;
}

export class Pet extends pulumi.ComponentResource {
    public readonly name: pulumi.Output<string>;
    public readonly suffix: pulumi.Output<string>;

    constructor(name: string, args: PetArgs, opts?: pulumi.ComponentResourceOptions) {
        super("components:index:Pet", name, {
            length: args.length,
        }, opts);
        const length = pulumi.output(args.length);
        const prefix = pulumi.output(args.prefix).apply(prefix => prefix ?? "pet");
        const pet = new random.RandomPet(`${name}-pet`, {
            length: length,
            prefix: prefix,
        }, {
            parent: this,
        });
        const suffix = new random.RandomString(`${name}-suffix`, {
            length: length.apply(length2 => length2 * 2),
            special: false,
        }, {
            parent: this,
        });
        this.name = pulumi.interpolate`${pet.id}-${suffix.result}`;
        this.suffix = suffix.result;
        this.registerOutputs({
            name: this.name,
            suffix: this.suffix,
        });
    }
}
