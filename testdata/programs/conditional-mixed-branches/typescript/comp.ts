import * as pulumi from "@pulumi/pulumi";

export interface CompArgs {
    items: {s: string}[];
}

export class Comp extends pulumi.ComponentResource {
    public readonly joined: pulumi.Output<string>;

    constructor(name: string, args: CompArgs, opts?: pulumi.ComponentResourceOptions) {
        super("components:index:Comp", name, {
            items: args.items,
        }, opts);
        const items = args.items;
        this.joined = pulumi.output(items.map(it => it.s).join(","));
        this.registerOutputs({
            joined: this.joined,
        });
    }
}
