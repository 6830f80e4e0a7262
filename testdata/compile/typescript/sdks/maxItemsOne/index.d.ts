// The API of the maxItemsOne package's SDK, in the shapes Pulumi's Node.js SDK
// generator gives it.
import * as pulumi from "@pulumi/pulumi";

/** A resource with an object input and an object output of another type. */
export declare class Resource extends pulumi.CustomResource {
    static get(name: string, id: pulumi.Input<pulumi.ID>, opts?: pulumi.CustomResourceOptions): Resource;
    static isInstance(obj: any): obj is Resource;
    readonly innerResource: pulumi.Output<types.output.ResourceInnerResource | undefined>;
    readonly innerResourceOutput: pulumi.Output<types.output.ResourceInnerResourceResult>;
    constructor(name: string, args?: ResourceArgs, opts?: pulumi.CustomResourceOptions);
}

/** The inputs of a Resource. */
export interface ResourceArgs {
    innerResource?: pulumi.Input<types.input.ResourceInnerResource>;
}

export declare namespace types {
    namespace input {
        /** The object a resource takes. */
        interface ResourceInnerResource {
            someInput?: pulumi.Input<boolean>;
        }
    }
    namespace output {
        /** The object a resource takes. */
        interface ResourceInnerResource {
            someInput?: boolean;
        }
        /** The object a resource outputs. */
        interface ResourceInnerResourceResult {
            someInput?: boolean;
        }
    }
}
