import * as pulumi from "@pulumi/pulumi";
import * as blocks from "@pulumi/blocks";
import * as maxItemsOne from "@pulumi/maxItemsOne";

export interface CompArgs {
    items: {innerString: string}[];
    inner: {someInput: boolean};
}

export class Comp extends pulumi.ComponentResource {
    constructor(name: string, args: CompArgs, opts?: pulumi.ComponentResourceOptions) {
        super("components:index:Comp", name, {
            items: args.items,
            inner: args.inner,
        }, opts);
        const items = args.items;
        const inner = args.inner;
        const blocksResource = new blocks.Resource(`${name}-blocks`, {
            aListOfResources: items,
        }, {
            parent: this,
        });
        const innerCopy = new maxItemsOne.Resource(`${name}-innerCopy`, {
            innerResource: inner,
        }, {
            parent: this,
        });
        const innerItems = new blocks.Resource(`${name}-innerItems`, {
            aListOfResources: items.map(it => it),
        }, {
            parent: this,
        });
        this.registerOutputs({});
    }
}
