import * as pulumi from "@pulumi/pulumi";

export interface CompArgs {
    pick: boolean;
}

export class Comp extends pulumi.ComponentResource {
    public readonly whole: pulumi.Output<{a: number, b?: number, c?: number, d?: number}>;
    public readonly nested: pulumi.Output<{inner: {a?: number, b?: number, c?: number}[]}>;

    constructor(name: string, args: CompArgs, opts?: pulumi.ComponentResourceOptions) {
        super("components:index:Comp", name, {
            pick: args.pick,
        }, opts);
        const pick = args.pick;

        // The two branches are objects with different attributes: the output's type
        // declares all of them, its value has the attributes of the branch taken.
        this.whole = pulumi.output<{a: number, b?: number, c?: number, d?: number}>(pick ? {
            a: 1,
            b: 2,
            c: 3,
        } : {
            a: 4,
            d: 5,
        });
        this.nested = pulumi.output<{inner: {a?: number, b?: number, c?: number}[]}>({
            inner: [
                pick ? {
                    a: 1,
                    b: 2,
                } : {
                    c: 3,
                },
            ],
        });
        this.registerOutputs({
            whole: this.whole,
            nested: this.nested,
        });
    }
}
