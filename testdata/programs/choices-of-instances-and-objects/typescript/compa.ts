import * as pulumi from "@pulumi/pulumi";

export interface CompaArgs {
}

export class Compa extends pulumi.ComponentResource {
    public readonly named: pulumi.Output<string>;

    constructor(name: string, args?: CompaArgs, opts?: pulumi.ComponentResourceOptions) {
        super("components:index:Compa", name, {}, opts);
        this.named = pulumi.output("named");
        this.registerOutputs({
            named: this.named,
        });
    }
}
