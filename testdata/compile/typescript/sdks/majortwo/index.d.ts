// The API of the majortwo package's SDK, in the shapes Pulumi's Node.js SDK
// generator gives it.
import * as pulumi from "@pulumi/pulumi";

/** A resource with an optional string input and output. */
export declare class Thing extends pulumi.CustomResource {
    static get(name: string, id: pulumi.Input<pulumi.ID>, opts?: pulumi.CustomResourceOptions): Thing;
    static isInstance(obj: any): obj is Thing;
    readonly label: pulumi.Output<string | undefined>;
    constructor(name: string, args?: ThingArgs, opts?: pulumi.CustomResourceOptions);
}

/** The inputs of a Thing. */
export interface ThingArgs {
    label?: pulumi.Input<string>;
}
