import * as pulumi from "@pulumi/pulumi";

export interface CompArgs {
}

export class Comp extends pulumi.ComponentResource {
    public readonly nothing: pulumi.Output<undefined[]>;

    constructor(name: string, args?: CompArgs, opts?: pulumi.ComponentResourceOptions) {
        super("components:index:Comp", name, {}, opts);
        this.nothing = pulumi.output<undefined[]>(([] as any[]).filter(item => false ? true : -2.75 <= 1.5).map(item => undefined));
        this.registerOutputs({
            nothing: this.nothing,
        });
    }
}
