import * as pulumi from "@pulumi/pulumi";

export interface PickerArgs {
    label?: string;
    count?: number;
    settings?: {name: string, size: number};
    maybe: string;
}

export class Picker extends pulumi.ComponentResource {
    public readonly picked: pulumi.Output<string>;
    public readonly number: pulumi.Output<number>;
    public readonly name: pulumi.Output<string>;
    public readonly chosen: pulumi.Output<string>;

    constructor(name: string, args: PickerArgs, opts?: pulumi.ComponentResourceOptions) {
        super("components:index:Picker", name, {
            label: args.label,
            count: args.count,
            settings: args.settings,
            maybe: args.maybe,
        }, opts);
        const label = args.label ?? "x.y";
        const count = args.count ?? 5;
        const settings = args.settings ?? {
            name: "s",
            size: 1,
        };
        const maybe = args.maybe;
        this.picked = pulumi.output("b");
        this.number = pulumi.output(1);
        this.name = pulumi.output({
            name: "t",
            size: 2,
        }.name);
        this.chosen = pulumi.output("c");
        this.registerOutputs({
            picked: this.picked,
            number: this.number,
            name: this.name,
            chosen: this.chosen,
        });
    }
}
