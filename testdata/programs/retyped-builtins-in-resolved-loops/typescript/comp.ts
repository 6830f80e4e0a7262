import * as pulumi from "@pulumi/pulumi";
import * as random from "@pulumi/random";

export interface CompArgs {
    enabled: pulumi.Input<boolean>;
}

export class Comp extends pulumi.ComponentResource {
    public readonly counts: pulumi.Output<number[]>;

    constructor(name: string, args: CompArgs, opts?: pulumi.ComponentResourceOptions) {
        super("components:index:Comp", name, {
            enabled: args.enabled,
        }, opts);
        const enabled = pulumi.output(args.enabled);
        const shuffle = pulumi.unsecret(enabled.apply(enabled2 => [1, 2].filter(x => enabled2).map(x => 0.25 as number))).apply(rangeValue => {
            const resources: random.RandomShuffle[] = [];
            for (let index = 0; index < rangeValue.length; index++) {
                resources.push(new random.RandomShuffle(`${name}-shuffle-${index}`, {
                    inputs: ["a", "b", "c"],
                    resultCount: index + 1,
                }, {
                    parent: this,
                }));
            }
            return resources;
        });
        this.counts = shuffle.apply(shuffle2 => pulumi.output(shuffle2.map(item => item.resultCount))).apply(values => values.map(count => 1 + pclOperand(count) - pclOperand(((): number | undefined => {
            try {
                return count;
            } catch {}
            return 6;
        })())));
        this.registerOutputs({
            counts: this.counts,
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
