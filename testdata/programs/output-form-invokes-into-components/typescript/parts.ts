import * as pulumi from "@pulumi/pulumi";

export interface PartsArgs {
    labels: Record<string, string>;
    title?: string;
    names: string[];
}

export class Parts extends pulumi.ComponentResource {
    public readonly count: pulumi.Output<number>;
    public readonly title: pulumi.Output<string>;

    constructor(name: string, args: PartsArgs, opts?: pulumi.ComponentResourceOptions) {
        super("components:index:Parts", name, {
            labels: args.labels,
            title: args.title,
            names: args.names,
        }, opts);
        const labels = args.labels;
        const title = args.title ?? "untitled";
        const names = args.names;
        this.count = pulumi.output(Object.keys(labels).length + names.length);
        this.title = pulumi.output(`${title}: ${names.join(",")}`);
        this.registerOutputs({
            count: this.count,
            title: this.title,
        });
    }
}
