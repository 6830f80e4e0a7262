"use strict";
// The simple package's SDK, as Pulumi's Node.js SDK generator writes one.
Object.defineProperty(exports, "__esModule", { value: true });
const pulumi = require("@pulumi/pulumi");

class Resource extends pulumi.CustomResource {
    static get(name, id, opts) {
        return new Resource(name, undefined, Object.assign(Object.assign({}, opts), { id: id }));
    }
    static isInstance(obj) {
        return obj !== undefined && obj !== null && obj["__pulumiType"] === Resource.__pulumiType;
    }
    constructor(name, args, opts) {
        const resourceInputs = {};
        opts = opts || {};
        if (!opts.id) {
            resourceInputs["inputOne"] = args ? args.inputOne : undefined;
            resourceInputs["inputTwo"] = args ? args.inputTwo : undefined;
        }
        resourceInputs["result"] = undefined;
        // A stand-in sets no version of its own on its resources (the mock-run
        // driver makes real packages set none either).
        opts = pulumi.mergeOptions({}, opts);
        super(Resource.__pulumiType, name, resourceInputs, opts);
    }
}
exports.Resource = Resource;
Resource.__pulumiType = "simple:index:resource";

// getSecret invokes the plain form, which (as the SDKs of the provider
// packages of its time do) ignores the secrets of the result.
function getSecret(args, opts) {
    return pulumi.runtime.invoke("simple:index:getSecret", {
        "name": args.name,
    }, pulumi.mergeOptions({}, opts || {}));
}
exports.getSecret = getSecret;

// getSecretOutput calls the plain form inside an apply.
function getSecretOutput(args, opts) {
    return pulumi.output(args).apply((a) => getSecret(a, opts));
}
exports.getSecretOutput = getSecretOutput;
