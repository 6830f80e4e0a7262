import * as pulumi from "@pulumi/pulumi";
import * as random from "@pulumi/random";

export interface BoxArgs {
    flag: boolean;
    ratio: pulumi.Input<number>;
    size: pulumi.Input<number>;
    label: pulumi.Input<string>;
    numbers?: number[];
    flags?: Record<string, boolean>;
    owner?: {age: number, name: string};
    feedback: pulumi.Input<string>;
}

export class Box extends pulumi.ComponentResource {
    public readonly summary: pulumi.Output<string>;

    constructor(name: string, args: BoxArgs, opts?: pulumi.ComponentResourceOptions) {
        super("components:index:Box", name, {
            flag: args.flag,
            ratio: args.ratio,
            size: args.size,
            label: args.label,
            numbers: args.numbers,
            flags: args.flags,
            owner: args.owner,
        }, opts);
        const flag = args.flag;
        const ratio = pulumi.output(args.ratio);
        const size = pulumi.output(args.size);
        const label = pulumi.output(args.label);
        const numbers = args.numbers ?? [1];
        const flags = args.flags;
        const owner = args.owner;
        const feedback = pulumi.output(args.feedback);
        const pet = new random.RandomPet(`${name}-pet`, {
            length: size,
            prefix: pulumi.interpolate`${label}-${feedback}`,
        }, {
            parent: this,
        });
        this.summary = pulumi.interpolate`${pet.id}:${flag}:${ratio.apply(pclNumberText)}:${pclNumberText(numbers.length)}`;
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
