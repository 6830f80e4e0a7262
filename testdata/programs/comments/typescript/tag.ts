import * as pulumi from "@pulumi/pulumi";

export interface TagArgs {
    name: pulumi.Input<string>;
}

export class Tag extends pulumi.ComponentResource {
    public readonly tag: pulumi.Output<string>;

    constructor(name: string, args: TagArgs, opts?: pulumi.ComponentResourceOptions) {
        super("components:index:Tag", name, {
            name: args.name,
        }, opts);
        // The name to tag.
        const nameConfig = pulumi.output(args.name);

        // Tags are prefixed.
        this.tag = pulumi.interpolate`tag-${nameConfig}`;
        this.registerOutputs({
            tag: this.tag,
        });
    }
}
