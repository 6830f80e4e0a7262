import * as pulumi from "@pulumi/pulumi";

export interface PartArgs {
    title: pulumi.Input<string>;
    label: string;
    key?: string;
}

export class Part extends pulumi.ComponentResource {
    public readonly text: pulumi.Output<string>;

    constructor(name: string, args: PartArgs, opts?: pulumi.ComponentResourceOptions) {
        super("components:index:Part", name, {
            title: args.title,
            label: args.label,
            key: args.key,
        }, opts);
        const title = pulumi.output(args.title);
        const label = args.label;
        const key = args.key ?? "none";
        this.text = pulumi.interpolate`${title}/${label}/${key}`;
        this.registerOutputs({
            text: this.text,
        });
    }
}
