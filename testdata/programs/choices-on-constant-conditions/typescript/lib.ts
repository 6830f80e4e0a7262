import * as pulumi from "@pulumi/pulumi";

export interface LibArgs {
    alpha?: number;
}

export class Lib extends pulumi.ComponentResource {
    public readonly always: pulumi.Output<number[]>;
    public readonly never: pulumi.Output<number[]>;
    public readonly negated: pulumi.Output<number[]>;

    constructor(name: string, args?: LibArgs, opts?: pulumi.ComponentResourceOptions) {
        super("components:index:Lib", name, {
            alpha: args?.alpha,
        }, opts);
        args = args ?? {};
        const alpha = args.alpha ?? 11;
        const items = Array.from({length: 4 - 1}, (_, i) => 1 + i).map(i => ({
            alpha: `a${pclNumberText(i)}`,
        }));
        const always = 7 < alpha || true ? pulumi.output<number[]>([0.5, 1.5]) : pulumi.output<number[]>(pulumi.secret(true).apply(secret => items.filter(it => secret).map(it => alpha)));
        const neverValue = 7 < alpha && false ? pulumi.output<number[]>(pulumi.secret(true).apply(secret => items.filter(it => secret).map(it => alpha))) : pulumi.output<number[]>([2.5]);
        const negated = !(alpha > 100 || true) ? pulumi.output<number[]>(pulumi.secret(alpha > 1).apply(secret => items.filter(it => secret).map(it => [...new Intl.Segmenter().segment(it.alpha)].length))) : pulumi.output<number[]>([3.5]);
        this.always = always;
        this.never = neverValue;
        this.negated = negated;
        this.registerOutputs({
            always: this.always,
            never: this.never,
            negated: this.negated,
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
