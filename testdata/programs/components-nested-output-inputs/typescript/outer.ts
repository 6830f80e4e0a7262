import * as pulumi from "@pulumi/pulumi";
import { Inner } from "./inner";

export interface OuterArgs {
    name: pulumi.Input<string>;
    token: pulumi.Input<string>;
}

export class Outer extends pulumi.ComponentResource {
    public readonly seen: pulumi.Output<string>;
    public readonly tokenLength: pulumi.Output<number>;

    constructor(name: string, args: OuterArgs, opts?: pulumi.ComponentResourceOptions) {
        super("components:index:Outer", name, {
            name: args.name,
            token: args.token,
        }, opts);
        const nameConfig = pulumi.output(args.name);
        const token = pulumi.output(args.token);
        const label = pulumi.interpolate`outer-${nameConfig}`;
        const direct = new Inner(`${name}-direct`, {value: nameConfig}, {
            parent: this,
        });
        const viaLocal = new Inner(`${name}-viaLocal`, {value: label}, {
            parent: this,
        });
        const secretValue = new Inner(`${name}-secretValue`, {value: token}, {
            parent: this,
        });
        this.seen = pulumi.interpolate`${direct.seen} ${viaLocal.seen}`;
        this.tokenLength = secretValue.size;
        this.registerOutputs({
            seen: this.seen,
            tokenLength: this.tokenLength,
        });
    }
}
