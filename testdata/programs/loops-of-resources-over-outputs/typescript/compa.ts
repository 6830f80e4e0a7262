import * as pulumi from "@pulumi/pulumi";

export interface CompaArgs {
    name: string;
}

export class Compa extends pulumi.ComponentResource {
    public readonly named: pulumi.Output<string>;

    constructor(name: string, args: CompaArgs, opts?: pulumi.ComponentResourceOptions) {
        super("components:index:Compa", name, {
            name: args.name,
        }, opts);
        const nameConfig = args.name;
        this.named = pulumi.output(`named ${nameConfig}`);
        this.registerOutputs({
            named: this.named,
        });
    }
}
