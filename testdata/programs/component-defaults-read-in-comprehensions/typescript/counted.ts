import * as pulumi from "@pulumi/pulumi";
import * as random from "@pulumi/random";

export interface CountedArgs {
    lengths?: number[];
    threshold: pulumi.Input<number>;
}

export class Counted extends pulumi.ComponentResource {
    public readonly count: pulumi.Output<number>;
    public readonly sums: pulumi.Output<number[]>;

    constructor(name: string, args: CountedArgs, opts?: pulumi.ComponentResourceOptions) {
        super("components:index:Counted", name, {
            lengths: args.lengths,
            threshold: args.threshold,
        }, opts);
        const lengths = args.lengths ?? [];
        const threshold = pulumi.output(args.threshold);
        const pets: random.RandomPet[] = [];
        for (const [index, value] of lengths.entries()) {
            pets.push(new random.RandomPet(`${name}-pets-${index}`, {
                keepers: threshold.apply(threshold2 => Object.fromEntries(Array.from({length: lengths.length}, (_, i) => i).filter(i => threshold2 !== 0).map(i => [`k${pclNumberText(i)}`, `n${pclNumberText(value)}`]))),
            }, {
                parent: this,
            }));
        }
        this.count = threshold.apply(threshold2 => lengths.length + threshold2);
        this.sums = pulumi.output(Array.from({length: 2}, (_, i) => i).map(i => threshold.apply(threshold2 => lengths.length + threshold2 + i)));
        this.registerOutputs({
            count: this.count,
            sums: this.sums,
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
