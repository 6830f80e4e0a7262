import * as pulumi from "@pulumi/pulumi";
import * as blocks from "@pulumi/blocks";
import * as maxItemsOne from "@pulumi/maxItemsOne";
import { Comp } from "./comp";

// Issue 12 item 9: outputs of a schema's object types, and lists of them,
// given to a component's object and list-of-object config (which the Go
// component takes as map inputs), and the component giving those config
// values to resources, whose inputs are the schema's types again.
const single = new maxItemsOne.Resource("single", {
    innerResource: {
        someInput: true,
    },
});
const blk = new blocks.Resource("blk", {
    aListOfResources: [
        {
            innerString: "a",
        },
        {
            innerString: "b",
        },
    ],
});
const comp = new Comp("comp", {
    inner: single.innerResourceOutput as pulumi.Output<{someInput: boolean}>,
    items: blk.aListOfResources as pulumi.Output<{innerString: string}[]>,
});
export const copied = comp.copied;
