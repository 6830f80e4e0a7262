// The API of the simple package's SDK, in the shapes Pulumi's Node.js SDK
// generator gives it.
import * as pulumi from "@pulumi/pulumi";

/** A resource with a string and an integer input and a string output. */
export declare class Resource extends pulumi.CustomResource {
    static get(name: string, id: pulumi.Input<pulumi.ID>, opts?: pulumi.CustomResourceOptions): Resource;
    static isInstance(obj: any): obj is Resource;
    readonly inputOne: pulumi.Output<string | undefined>;
    readonly inputTwo: pulumi.Output<number | undefined>;
    readonly result: pulumi.Output<string>;
    constructor(name: string, args?: ResourceArgs, opts?: pulumi.CustomResourceOptions);
}

/** The inputs of a Resource. */
export interface ResourceArgs {
    inputOne?: pulumi.Input<string>;
    inputTwo?: pulumi.Input<number>;
}

/** Reads a secret by name; its value is secret. */
export declare function getSecret(args: GetSecretArgs, opts?: pulumi.InvokeOptions): Promise<GetSecretResult>;
/** The output form of getSecret. */
export declare function getSecretOutput(args: GetSecretOutputArgs, opts?: pulumi.InvokeOptions): pulumi.Output<GetSecretResult>;

/** The arguments of getSecret. */
export interface GetSecretArgs {
    name: string;
}

/** The result of getSecret. */
export interface GetSecretResult {
    readonly name: string;
    readonly value: string;
}

/** The arguments of getSecretOutput. */
export interface GetSecretOutputArgs {
    name: pulumi.Input<string>;
}
