import * as pulumi from "@pulumi/pulumi";
import * as aws from "@pulumi/aws";

export interface CompArgs {
    ids: number[];
    amounts: pulumi.Input<pulumi.Input<number>[]>;
    rows: string[][];
    marks: Record<string, string>;
    levels: pulumi.Input<Record<string, pulumi.Input<number>>>;
}

export class Comp extends pulumi.ComponentResource {
    public readonly weights: pulumi.Output<number[]>;
    public readonly scores: pulumi.Output<Record<string, number>>;
    public readonly rows: pulumi.Output<string[][]>;
    public readonly levels: pulumi.Output<Record<string, number>>;

    constructor(name: string, args: CompArgs, opts?: pulumi.ComponentResourceOptions) {
        super("components:index:Comp", name, {
            ids: args.ids,
            amounts: args.amounts,
            rows: args.rows,
            marks: args.marks,
            levels: args.levels,
        }, opts);
        const ids = args.ids;
        const amounts = pulumi.output(args.amounts);
        const rows = args.rows;
        const marks = args.marks;
        const levels = pulumi.output(args.levels);
        const ami = aws.ec2.getAmiOutput({
            owners: ids.map(item => pclNumberText(item)),
        }, {parent: this});
        const tagged = new aws.ec2.Instance(`${name}-tagged`, {
            ami: ami.imageId,
            instanceType: "t3.micro",
            securityGroups: amounts.apply(amounts2 => amounts2.map(item => pclNumberText(item))),
            tags: marks,
        }, {
            parent: this,
        });
        this.weights = amounts.apply(amounts2 => amounts2.map(a => a * 2));
        this.scores = pulumi.output<Record<string, number>>(Object.fromEntries(Object.entries(marks).map(([k, v]) => [k, [...new Intl.Segmenter().segment(v)].length])));
        this.rows = pulumi.output<string[][]>(rows);
        this.levels = levels;
        this.registerOutputs({
            weights: this.weights,
            scores: this.scores,
            rows: this.rows,
            levels: this.levels,
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
