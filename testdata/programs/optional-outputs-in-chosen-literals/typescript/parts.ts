import * as pulumi from "@pulumi/pulumi";
import * as aws from "@pulumi/aws";

export interface PartsArgs {
    pick?: boolean;
}

export class Parts extends pulumi.ComponentResource {
    public readonly fields: pulumi.Output<{kernel?: string, ramdisk?: string}>;
    public readonly names: pulumi.Output<(string | undefined)[]>;
    public readonly byName: pulumi.Output<{ramdisk?: string}>;

    constructor(name: string, args?: PartsArgs, opts?: pulumi.ComponentResourceOptions) {
        super("components:index:Parts", name, {
            pick: args?.pick,
        }, opts);
        args = args ?? {};
        const pick = args.pick ?? false;
        const image = new aws.ec2.Ami(`${name}-image`, {
            name: "image",
        }, {
            parent: this,
        });

        // Each branch's optional output (ramdiskId) is an Output<string | undefined>,
        // which the other branch's null makes an optional property, element or entry.
        this.fields = pulumi.output<pulumi.Input<{kernel?: pulumi.Input<string | undefined>, ramdisk?: pulumi.Input<string | undefined>}>>(pick ? {
            kernel: pulumi.output(undefined),
        } : {
            kernel: image.kernelId,
            ramdisk: image.ramdiskId,
        });
        this.names = pulumi.output<pulumi.Input<pulumi.Input<string | undefined>[]>>(pick ? [pulumi.output(undefined)] : [image.ramdiskId, image.kernelId]);
        this.byName = pulumi.output<pulumi.Input<{ramdisk?: pulumi.Input<string | undefined>}>>(pick ? {} : {
            ramdisk: image.ramdiskId,
        });
        this.registerOutputs({
            fields: this.fields,
            names: this.names,
            byName: this.byName,
        });
    }
}
