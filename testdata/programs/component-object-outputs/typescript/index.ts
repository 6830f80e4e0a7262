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
    inner: single.innerResourceOutput.apply(value => pclObject(value, {someInput: null})),
    items: blk.aListOfResources.apply(value => pclObject(value, ["list", {innerString: null}])),
});
export const copied = comp.copied;

// pclObject gives the objects of a schema's types in value every property,
// null where it is not set, as PCL's objects have. shape follows the value's
// type: null leaves a value as it is, ["list", shape] is a list's,
// ["tuple", [shape...]] a tuple's, ["map", shape] a map's and
// {property: shape} an object's.
function pclObject(value: any, shape: any): any {
    if (value === null || value === undefined || shape === null) {
        return value;
    }
    if (Array.isArray(shape)) {
        if (shape[0] === "list") {
            return value.map((item: any) => pclObject(item, shape[1]));
        }
        if (shape[0] === "tuple") {
            return value.map((item: any, i: number) => pclObject(item, shape[1][i]));
        }
        return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, pclObject(item, shape[1])]));
    }
    return Object.fromEntries(Object.keys(shape).map(key => [key, pclObject(value[key] ?? null, shape[key])]));
}
