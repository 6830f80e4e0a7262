import * as pulumi from "@pulumi/pulumi";

export interface CompArgs {
    n: number;
}

export class Comp extends pulumi.ComponentResource {
    public readonly plainNumber: pulumi.Output<number>;
    public readonly plainText: pulumi.Output<string>;
    public readonly plainNames: pulumi.Output<string[]>;

    constructor(name: string, args: CompArgs, opts?: pulumi.ComponentResourceOptions) {
        super("components:index:Comp", name, {
            n: args.n,
        }, opts);
        const n = args.n;
        this.plainNumber = pulumi.output(-n);
        this.plainText = pulumi.output("t");
        this.plainNames = pulumi.output<string[]>(["a", "b"]);
        this.registerOutputs({
            plainNumber: this.plainNumber,
            plainText: this.plainText,
            plainNames: this.plainNames,
        });
    }
}
