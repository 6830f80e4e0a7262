import * as pulumi from "@pulumi/pulumi";
import * as random from "@pulumi/random";

export interface TaggingArgs {
}

export class Tagging extends pulumi.ComponentResource {
    public readonly tags: pulumi.Output<Record<string, string> | undefined>;
    public readonly groups: pulumi.Output<string[]>;
    public readonly keepers: pulumi.Output<Record<string, string> | undefined>;

    constructor(name: string, args?: TaggingArgs, opts?: pulumi.ComponentResourceOptions) {
        super("components:index:Tagging", name, {}, opts);
        const shuffle = new random.RandomShuffle(`${name}-shuffle`, {
            inputs: ["a", "b"],
            keepers: {
                k: "v",
            },
        }, {
            parent: this,
        });
        this.tags = pulumi.all([shuffle.id, shuffle.keepers]).apply(([id, keepers]): Record<string, string> | undefined => id === "x" ? keepers : {
            k1: id,
        });
        this.groups = pulumi.all([shuffle.id, shuffle.results]).apply(([id, results]): string[] => id === "x" ? results : [id, "plain"]);
        this.keepers = shuffle.keepers;
        this.registerOutputs({
            tags: this.tags,
            groups: this.groups,
            keepers: this.keepers,
        });
    }
}
