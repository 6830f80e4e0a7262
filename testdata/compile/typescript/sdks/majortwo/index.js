"use strict";
// The majortwo package's SDK, as Pulumi's Node.js SDK generator writes one.
Object.defineProperty(exports, "__esModule", { value: true });
const pulumi = require("@pulumi/pulumi");

class Thing extends pulumi.CustomResource {
    static get(name, id, opts) {
        return new Thing(name, undefined, Object.assign(Object.assign({}, opts), { id: id }));
    }
    static isInstance(obj) {
        return obj !== undefined && obj !== null && obj["__pulumiType"] === Thing.__pulumiType;
    }
    constructor(name, args, opts) {
        const resourceInputs = {};
        opts = opts || {};
        if (!opts.id) {
            resourceInputs["label"] = args ? args.label : undefined;
        } else {
            resourceInputs["label"] = undefined;
        }
        // A stand-in sets no version of its own on its resources (the mock-run
        // driver makes real packages set none either).
        opts = pulumi.mergeOptions({}, opts);
        super(Thing.__pulumiType, name, resourceInputs, opts);
    }
}
exports.Thing = Thing;
Thing.__pulumiType = "majortwo:index:Thing";
