import * as pulumi from "@pulumi/pulumi";

export interface LibArgs {
    pick: boolean;
}

export class Lib extends pulumi.ComponentResource {
    public readonly alpha: pulumi.Output<Record<string, string>>;
    public readonly listed: pulumi.Output<string[]>;

    constructor(name: string, args: LibArgs, opts?: pulumi.ComponentResourceOptions) {
        super("components:index:Lib", name, {
            pick: args.pick,
        }, opts);
        const pick = args.pick;
        const fixed = {
            "a.b": "x",
            alpha: "y",
        };
        const pair = ["p", "q"];
        this.alpha = pulumi.secret<Record<string, string>>(pick ? Object.fromEntries(Object.entries(fixed).map(([k, v]) => [`k${k}`, v])) : fixed);
        this.listed = pulumi.secret<string[]>(pick ? Object.entries(fixed).sort(([a], [b]) => (a < b ? -1 : 1)).map(([k, v]) => v) : pair);
        this.registerOutputs({
            alpha: this.alpha,
            listed: this.listed,
        });
    }
}
