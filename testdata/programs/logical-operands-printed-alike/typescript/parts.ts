import * as pulumi from "@pulumi/pulumi";
import * as random from "@pulumi/random";

export interface PartsArgs {
}

export class Parts extends pulumi.ComponentResource {
    public readonly class: pulumi.Output<boolean>;
    public readonly other: pulumi.Output<boolean>;

    constructor(name: string, args?: PartsArgs, opts?: pulumi.ComponentResourceOptions) {
        super("components:index:Parts", name, {}, opts);
        const pet = new random.RandomPet(`${name}-pet`, {}, {
            parent: this,
        });
        this.class = pet.id.apply(id => id !== "");
        this.other = pet.id.apply(id => id === "");
        this.registerOutputs({
            class: this.class,
            other: this.other,
        });
    }
}
