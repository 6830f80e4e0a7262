import * as pulumi from "@pulumi/pulumi";
import * as blocks from "@pulumi/blocks";
import * as maxItemsOne from "@pulumi/maxItemsOne";

export interface CompArgs {
    inner: pulumi.Input<{someInput: pulumi.Input<boolean>}>;
    items: pulumi.Input<pulumi.Input<{innerString: pulumi.Input<string>}>[]>;
}

export class Comp extends pulumi.ComponentResource {
    public readonly copied: pulumi.Output<boolean | undefined>;

    constructor(name: string, args: CompArgs, opts?: pulumi.ComponentResourceOptions) {
        super("components:index:Comp", name, {
            inner: args.inner,
            items: args.items,
        }, opts);
        const inner = pulumi.output(args.inner);
        const items = pulumi.output(args.items);
        const copy = new maxItemsOne.Resource(`${name}-copy`, {
            innerResource: inner,
        }, {
            parent: this,
        });
        const copyList = new blocks.Resource(`${name}-copyList`, {
            aListOfResources: items,
        }, {
            parent: this,
        });
        this.copied = copy.innerResourceOutput.apply(innerResourceOutput => innerResourceOutput.someInput);
        this.registerOutputs({
            copied: this.copied,
        });
    }
}
