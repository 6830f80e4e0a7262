import * as pulumi from "@pulumi/pulumi";

export interface NamesArgs {
}

export class Names extends pulumi.ComponentResource {
    public readonly names: pulumi.Output<string[]>;

    constructor(name: string, args?: NamesArgs, opts?: pulumi.ComponentResourceOptions) {
        super("components:index:Names", name, {}, opts);
        this.names = pulumi.output<string[]>(["a", "b"]);
        this.registerOutputs({
            names: this.names,
        });
    }
}
