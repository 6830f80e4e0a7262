import * as pulumi from "@pulumi/pulumi";

export interface NullsArgs {
    count?: pulumi.Input<number>;
    label?: pulumi.Input<string>;
    enabled?: pulumi.Input<boolean>;
    ratio?: pulumi.Input<number>;
    names?: pulumi.Input<pulumi.Input<string>[]>;
    sizes?: pulumi.Input<Record<string, pulumi.Input<number>>>;
    owner?: pulumi.Input<{name: pulumi.Input<string>}>;
}

export class Nulls extends pulumi.ComponentResource {
    public readonly count: pulumi.Output<number>;
    public readonly label: pulumi.Output<string>;
    public readonly enabled: pulumi.Output<string>;
    public readonly ratio: pulumi.Output<number>;
    public readonly names: pulumi.Output<number>;
    public readonly sizes: pulumi.Output<number>;
    public readonly owner: pulumi.Output<string | undefined>;

    constructor(name: string, args?: NullsArgs, opts?: pulumi.ComponentResourceOptions) {
        super("components:index:Nulls", name, {
            count: args?.count,
            label: args?.label,
            enabled: args?.enabled,
            ratio: args?.ratio,
            names: args?.names,
            sizes: args?.sizes,
            owner: args?.owner,
        }, opts);
        args = args ?? {};
        // Config variables whose default is null: none when an instance leaves
        // them out.
        const count = pulumi.output(args.count);
        const label = pulumi.output(args.label);
        const enabled = pulumi.output(args.enabled);
        const ratio = pulumi.output(args.ratio);
        const names = pulumi.output(args.names);
        const sizes = pulumi.output(args.sizes);
        const owner = pulumi.output(args.owner);
        this.count = pulumi.all([count, count]).apply<number>(([count2, count3]) => count2 == null ? -1 : pclOperand(count3) + 1);
        this.label = pulumi.all([label, label]).apply<string>(([label2, label3]) => label2 == null ? "none" : `label ${pclText(label3)}`);
        this.enabled = pulumi.all([enabled, enabled]).apply<string>(([enabled2, enabled3]) => enabled2 == null ? "unset" : enabled3 ? "on" : "off");
        this.ratio = pulumi.all([ratio, ratio]).apply<number>(([ratio2, ratio3]) => ratio2 == null ? 0 : pclOperand(ratio3) * 2);
        this.names = pulumi.all([names, names]).apply<number>(([names2, names3]) => names2 == null ? 0 : names3!.length);
        this.sizes = pulumi.all([sizes, sizes]).apply<number>(([sizes2, sizes3]) => sizes2 == null ? 0 : Object.keys(sizes3!).length);
        this.owner = pulumi.all([owner, owner]).apply<string | undefined>(([owner2, owner3]) => owner2 == null ? "nobody" : owner3!.name);
        this.registerOutputs({
            count: this.count,
            label: this.label,
            enabled: this.enabled,
            ratio: this.ratio,
            names: this.names,
            sizes: this.sizes,
            owner: this.owner,
        });
    }
}

// pclNumberText prints a number as PCL does: in plain digits, never with an
// exponent, and a whole number in its exact digits (String rounds 2 ** 62 to
// 4611686018427388000).
function pclNumberText(value: number): string {
    if (Number.isInteger(value) && Math.abs(value) >= 2 ** 53) {
        return BigInt(value).toString();
    }
    const match = /^(-?)(\d)(?:\.(\d+))?e([+-]\d+)$/.exec(String(value));
    if (!match) {
        return String(value);
    }
    const digits = match[2] + (match[3] ?? "");
    const point = 1 + Number(match[4]);
    if (point <= 0) {
        return match[1] + "0." + "0".repeat(-point) + digits;
    }
    return match[1] + digits.padEnd(point, "0");
}

// pclOperand gives an operand of arithmetic, an order or a logical
// operation, which PCL refuses to be null.
function pclOperand<T>(value: T | null | undefined): T {
    if (value === null || value === undefined) {
        throw new Error("Invalid operand: the value is null");
    }
    return value;
}

// pclText prints a value in a string template as PCL does: numbers in plain
// digits, and null an error.
function pclText(value: unknown): string {
    if (value === null || value === undefined) {
        throw new Error("Invalid template interpolation value: the value is null");
    }
    return typeof value === "number" ? pclNumberText(value) : String(value);
}
