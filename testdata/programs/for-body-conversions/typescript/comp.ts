import * as pulumi from "@pulumi/pulumi";
import * as blocks from "@pulumi/blocks";

export interface CompArgs {
    items: {s: string}[];
    names: Record<string, string>;
}

export class Comp extends pulumi.ComponentResource {
    public readonly names: pulumi.Output<string[]>;

    constructor(name: string, args: CompArgs, opts?: pulumi.ComponentResourceOptions) {
        super("components:index:Comp", name, {
            items: args.items,
            names: args.names,
        }, opts);
        const items = args.items;
        const names = args.names;
        const copy = new blocks.Resource(`${name}-copy`, {
            aListOfResources: items.map(it => ({
                innerString: it.s,
            })),
        }, {
            parent: this,
        });
        this.names = pulumi.output<string[]>(Object.entries(names).sort(([a], [b]) => (a < b ? -1 : 1)).map(([k, v]) => `${k}=${v}`));
        this.registerOutputs({
            names: this.names,
        });
    }
}
