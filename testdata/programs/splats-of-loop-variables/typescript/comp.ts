import * as pulumi from "@pulumi/pulumi";
import * as random from "@pulumi/random";

export interface CompArgs {
    enabled?: pulumi.Input<boolean>;
}

export class Comp extends pulumi.ComponentResource {
    public readonly counts: pulumi.Output<number[]>;
    public readonly keyed: pulumi.Output<Record<string, string>>;
    public readonly nonEmpty: pulumi.Output<number[]>;

    constructor(name: string, args?: CompArgs, opts?: pulumi.ComponentResourceOptions) {
        super("components:index:Comp", name, {
            enabled: args?.enabled,
        }, opts);
        args = args ?? {};
        const enabled = pulumi.output(args.enabled).apply(enabled => enabled ?? true);
        const shuffle = pulumi.unsecret(pulumi.output([enabled, true])).apply(rangeValue => {
            const resources: random.RandomShuffle[] = [];
            for (let index = 0; index < rangeValue.length; index++) {
                resources.push(new random.RandomShuffle(`${name}-shuffle-${index}`, {
                    inputs: ["a", "b", "c"],
                }, {
                    parent: this,
                }));
            }
            return resources;
        });
        this.counts = shuffle.apply(shuffle2 => pulumi.output(shuffle2.map(item => item.results))).apply(values => values.map(results => results.length));
        this.keyed = shuffle.apply(shuffle2 => pulumi.output(shuffle2.map(item => item.results))).apply(values => Object.fromEntries(values.map((results, i) => [`shuffle${pclNumberText(i)}`, results.join("-")])));
        this.nonEmpty = shuffle.apply(shuffle2 => pulumi.output(shuffle2.map(item => item.results))).apply(values => values.flatMap((results, i) => results.length > 0 ? [i] : []));
        this.registerOutputs({
            counts: this.counts,
            keyed: this.keyed,
            nonEmpty: this.nonEmpty,
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
