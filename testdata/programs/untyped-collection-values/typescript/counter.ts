import * as pulumi from "@pulumi/pulumi";

export interface CounterArgs {
    base?: pulumi.Input<number>;
}

export class Counter extends pulumi.ComponentResource {
    public readonly remaining: pulumi.Output<number>;

    constructor(name: string, args?: CounterArgs, opts?: pulumi.ComponentResourceOptions) {
        super("components:index:Counter", name, {
            base: args?.base,
        }, opts);
        args = args ?? {};
        const base = pulumi.output(args.base);
        this.remaining = base.apply(base2 => (true ? 16 : 3) - pclOperand(base2));
        this.registerOutputs({
            remaining: this.remaining,
        });
    }
}

// pclOperand gives an operand of arithmetic, an order or a logical
// operation, which PCL refuses to be null.
function pclOperand<T>(value: T | null | undefined): T {
    if (value === null || value === undefined) {
        throw new Error("Invalid operand: the value is null");
    }
    return value;
}
