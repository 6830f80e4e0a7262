// The API of the blocks package's SDK, in the shapes Pulumi's Node.js SDK
// generator gives it.
import * as pulumi from "@pulumi/pulumi";

/** A resource with a list of objects as input and output. */
export declare class Resource extends pulumi.CustomResource {
    static get(name: string, id: pulumi.Input<pulumi.ID>, opts?: pulumi.CustomResourceOptions): Resource;
    static isInstance(obj: any): obj is Resource;
    readonly aListOfResources: pulumi.Output<types.output.ResourceAListOfResource[] | undefined>;
    constructor(name: string, args?: ResourceArgs, opts?: pulumi.CustomResourceOptions);
}

/** The inputs of a Resource. */
export interface ResourceArgs {
    aListOfResources?: pulumi.Input<pulumi.Input<types.input.ResourceAListOfResource>[]>;
}

export declare namespace types {
    namespace input {
        /** One element of a resource's list of objects. */
        interface ResourceAListOfResource {
            innerString?: pulumi.Input<string>;
        }
    }
    namespace output {
        /** One element of a resource's list of objects. */
        interface ResourceAListOfResource {
            innerString?: string;
        }
    }
}
