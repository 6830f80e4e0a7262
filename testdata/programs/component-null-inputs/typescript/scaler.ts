import * as pulumi from "@pulumi/pulumi";

export interface ScalerArgs {
    disabled?: pulumi.Input<boolean>;
    target?: pulumi.Input<number>;
    label?: string;
}

export class Scaler extends pulumi.ComponentResource {
    public readonly label: pulumi.Output<string>;
    public readonly disabled: pulumi.Output<boolean>;
    public readonly target: pulumi.Output<number>;

    constructor(name: string, args?: ScalerArgs, opts?: pulumi.ComponentResourceOptions) {
        super("components:index:Scaler", name, {
            disabled: args?.disabled,
            target: args?.target,
            label: args?.label,
        }, opts);
        args = args ?? {};
        const disabled = pulumi.output(args.disabled).apply(disabled => disabled ?? true);
        const target = pulumi.output(args.target).apply(target => target ?? 1.5);
        const label = args.label ?? "unlabelled";
        this.label = pulumi.output(label);
        this.disabled = disabled;
        this.target = target.apply(target2 => target2 * 2);
        this.registerOutputs({
            label: this.label,
            disabled: this.disabled,
            target: this.target,
        });
    }
}
