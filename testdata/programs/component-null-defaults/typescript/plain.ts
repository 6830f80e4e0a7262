import * as pulumi from "@pulumi/pulumi";

export interface PlainArgs {
    count?: number;
    label?: string;
    names?: string[];
    owner?: {name: string};
}

export class Plain extends pulumi.ComponentResource {
    public readonly summary: pulumi.Output<string>;

    constructor(name: string, args?: PlainArgs, opts?: pulumi.ComponentResourceOptions) {
        super("components:index:Plain", name, {
            count: args?.count,
            label: args?.label,
            names: args?.names,
            owner: args?.owner,
        }, opts);
        args = args ?? {};
        // Config variables whose default is null, which no instance gives an
        // output: plain values, none when left out.
        const count = args.count;
        const label = args.label;
        const names = args.names;
        const owner = args.owner;
        this.summary = pulumi.output(`${count == null ? "no count" : pclNumberText(pclOperand(count) * 2)} ${pclText(label == null ? "no label" : label)} ${pclNumberText(names == null ? 0 : names!.length)} ${pclText(owner == null ? "nobody" : owner!.name)}`);
        this.registerOutputs({
            summary: this.summary,
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
