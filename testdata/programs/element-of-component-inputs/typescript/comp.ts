import * as pulumi from "@pulumi/pulumi";

export interface CompArgs {
    count?: pulumi.Input<number>;
    counts?: pulumi.Input<pulumi.Input<number>[]>;
    named?: pulumi.Input<Record<string, pulumi.Input<number>>>;
}

export class Comp extends pulumi.ComponentResource {
    public readonly first: pulumi.Output<number>;
    public readonly chosen: pulumi.Output<number>;
    public readonly found: pulumi.Output<number>;
    public readonly total: pulumi.Output<number>;

    constructor(name: string, args?: CompArgs, opts?: pulumi.ComponentResourceOptions) {
        super("components:index:Comp", name, {
            count: args?.count,
            counts: args?.counts,
            named: args?.named,
        }, opts);
        args = args ?? {};
        const count = pulumi.output(args.count).apply(count => count ?? 1);
        const counts = pulumi.output(args.counts).apply(counts => counts ?? [1]);
        const named = pulumi.output(args.named).apply(named => named ?? {});
        this.first = count.apply(count2 => -(10 - [count2][0]));
        this.chosen = counts.apply(counts2 => pclElement(counts2, 1) * 3);
        this.found = pulumi.all([count, named]).apply(([count2, named2]) => (({
            k: count2,
        } as Record<string, number>)["k"] ?? 0) + (named2["pet"] ?? 7));
        this.total = pulumi.all([count, count, count]).apply(([count2, count3, count4]) => [count2, count3].length + count4);
        this.registerOutputs({
            first: this.first,
            chosen: this.chosen,
            found: this.found,
            total: this.total,
        });
    }
}

// pclElement returns the element of a list at an index, which wraps around
// past the end, as PCL's element does.
function pclElement<T>(list: readonly T[], index: number): T {
    if (list.length === 0) {
        throw new Error("element: the list is empty");
    }
    if (!Number.isInteger(index) || index < 0) {
        throw new Error(`element: the index ${index} is not a whole number at least 0`);
    }
    return list[index % list.length];
}
