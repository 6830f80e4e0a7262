import * as pulumi from "@pulumi/pulumi";

export interface CompArgs {
    count: pulumi.Input<number>;
}

export class Comp extends pulumi.ComponentResource {
    public readonly labels: pulumi.Output<{first: number, label: string}[]>;

    constructor(name: string, args: CompArgs, opts?: pulumi.ComponentResourceOptions) {
        super("components:index:Comp", name, {
            count: args.count,
        }, opts);
        const count = pulumi.output(args.count);

        // Locals that hold an output as bound (a secret), and another value that
        // is an output only because the component's config is given one.
        const settings = {
            ratio: pulumi.secret(0.5),
            size: count.apply<number>(count2 => count2 > 2 ? 11 : 7),
        };
        const sizes = [pulumi.secret(1), count.apply(count2 => count2 * 2)];
        const labels = [
            {
                label: pulumi.interpolate`${settings.ratio.apply(pclNumberText)}/${settings.size.apply(pclNumberText)}/${settings.size.apply(pclNumberText)}`,
                first: sizes[1].apply(sizes2 => sizes2 + 1),
            },
        ];
        this.labels = pulumi.output(labels);
        this.registerOutputs({
            labels: this.labels,
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
