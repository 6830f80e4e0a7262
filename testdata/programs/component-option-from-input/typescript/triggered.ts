import * as pulumi from "@pulumi/pulumi";
import * as random from "@pulumi/random";

export interface TriggeredArgs {
    trigger: pulumi.Input<string>;
}

export class Triggered extends pulumi.ComponentResource {
    public readonly word: pulumi.Output<string>;

    constructor(name: string, args: TriggeredArgs, opts?: pulumi.ComponentResourceOptions) {
        super("components:index:Triggered", name, {
            trigger: args.trigger,
        }, opts);
        const trigger = pulumi.output(args.trigger);
        const word = new random.RandomString(`${name}-word`, {
            length: 4,
        }, {
            parent: this,
            replacementTrigger: trigger,
        });
        this.word = word.result;
        this.registerOutputs({
            word: this.word,
        });
    }
}
