import * as pulumi from "@pulumi/pulumi";
import * as aws from "@pulumi/aws";

export interface UploadArgs {
    bucket: pulumi.Input<string>;
    source: pulumi.Input<any>;
}

export class Upload extends pulumi.ComponentResource {
    public readonly etag: pulumi.Output<string>;

    constructor(name: string, args: UploadArgs, opts?: pulumi.ComponentResourceOptions) {
        super("components:index:Upload", name, {
            bucket: args.bucket,
            source: args.source,
        }, opts);
        // A component whose source input is untyped: it takes whatever asset or
        // archive its instance gives and passes it to an input that takes either.
        const bucket = pulumi.output(args.bucket);
        const source = pulumi.output(args.source);
        const objectResource = new aws.s3.BucketObject(`${name}-object`, {
            bucket: bucket,
            key: "component",
            source: source,
        }, {
            parent: this,
        });
        this.etag = objectResource.etag;
        this.registerOutputs({
            etag: this.etag,
        });
    }
}
