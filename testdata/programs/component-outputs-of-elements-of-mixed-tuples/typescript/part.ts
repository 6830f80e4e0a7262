import * as pulumi from "@pulumi/pulumi";

export interface PartArgs {
}

export class Part extends pulumi.ComponentResource {
    public readonly first: pulumi.Output<{alpha: string, beta: string}>;
    public readonly second: pulumi.Output<string>;

    constructor(name: string, args?: PartArgs, opts?: pulumi.ComponentResourceOptions) {
        super("components:index:Part", name, {}, opts);
        const items = pulumi.secret<[{alpha: string, beta: string}, {"x-y": string}]>([
            {
                alpha: "a",
                beta: "b",
            },
            {
                "x-y": "c",
            },
        ]);
        this.first = items[0] as pulumi.Output<{alpha: string, beta: string}>;
        this.second = items.apply(items2 => items2[1]["x-y"]);
        this.registerOutputs({
            first: this.first,
            second: this.second,
        });
    }
}
