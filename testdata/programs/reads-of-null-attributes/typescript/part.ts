import * as pulumi from "@pulumi/pulumi";

export interface PartArgs {
    sizes: (number | undefined)[];
    label?: string;
}

export class Part extends pulumi.ComponentResource {
    public readonly count: pulumi.Output<string>;

    constructor(name: string, args: PartArgs, opts?: pulumi.ComponentResourceOptions) {
        super("components:index:Part", name, {
            sizes: args.sizes,
            label: args.label,
        }, opts);
        const sizes = args.sizes;
        const label = args.label ?? "none";
        this.count = pulumi.output(`${pclNumberText(sizes.length)}-${label}`);
        this.registerOutputs({
            count: this.count,
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
