import * as pulumi from "@pulumi/pulumi";
import * as random from "@pulumi/random";

export interface CompArgs {
    word: string;
}

export class Comp extends pulumi.ComponentResource {
    public readonly said: pulumi.Output<string>;

    constructor(name: string, args: CompArgs, opts?: pulumi.ComponentResourceOptions) {
        super("components:index:Comp", name, {
            word: args.word,
        }, opts);
        const word = args.word;
        const pet = new random.RandomPet(`${name}-pet`, {
            prefix: word,
        }, {
            parent: this,
        });
        this.said = pulumi.output(`${word}!`);
        this.registerOutputs({
            said: this.said,
        });
    }
}
