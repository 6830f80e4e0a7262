import * as pulumi from "@pulumi/pulumi";
import * as aws from "@pulumi/aws";

export interface NumbersArgs {
    base?: number;
}

export class Numbers extends pulumi.ComponentResource {
    public readonly listed: pulumi.Output<number[]>;
    public readonly filtered: pulumi.Output<number[]>;
    public readonly mapped: pulumi.Output<Record<string, number>>;
    public readonly nested: pulumi.Output<number[][]>;
    public readonly single: pulumi.Output<number>;
    public readonly local: pulumi.Output<number>;
    public readonly localListed: pulumi.Output<number[]>;
    public readonly localNested: pulumi.Output<{a: number[]}>;

    constructor(name: string, args?: NumbersArgs, opts?: pulumi.ComponentResourceOptions) {
        super("components:index:Numbers", name, {
            base: args?.base,
        }, opts);
        args = args ?? {};
        const base = args.base ?? 2;
        const server = new aws.ec2.Instance(`${name}-server`, {
            ami: "ami-0",
            instanceType: "t3.micro",
            rootBlockDevice: {
                volumeSize: 8,
            },
        }, {
            parent: this,
        });

        // Arithmetic on an optional int, which PCL types as a number and Go
        // computes as an int, collected into lists and maps.
        this.listed = pulumi.output([1, 2].map(i => server.rootBlockDevice.apply(rootBlockDevice => i - pclOperand(rootBlockDevice.volumeSize))));
        this.filtered = pulumi.all([server.rootBlockDevice, server.instanceType]).apply(([rootBlockDevice, instanceType]) => [1, 2].filter(i => instanceType !== "").map(i => [].length - pclOperand(rootBlockDevice.volumeSize)));
        this.mapped = pulumi.output(Object.fromEntries(Object.entries({
            a: 1,
        }).map(([k, v]) => [k, server.rootBlockDevice.apply(rootBlockDevice => v * pclOperand(rootBlockDevice.volumeSize))])));
        this.nested = pulumi.output([
            [
                server.rootBlockDevice.apply(rootBlockDevice => base - pclOperand(rootBlockDevice.volumeSize)),
            ],
        ]);
        this.single = server.rootBlockDevice.apply(rootBlockDevice => base - pclOperand(rootBlockDevice.volumeSize));

        // The same arithmetic read through locals.
        const difference = server.rootBlockDevice.apply(rootBlockDevice => base - pclOperand(rootBlockDevice.volumeSize));
        const differences = [1, 2].map(i => difference.apply(difference2 => i * difference2));
        this.local = difference;
        this.localListed = pulumi.output(differences);
        this.localNested = pulumi.output({
            a: [difference],
        });
        this.registerOutputs({
            listed: this.listed,
            filtered: this.filtered,
            mapped: this.mapped,
            nested: this.nested,
            single: this.single,
            local: this.local,
            localListed: this.localListed,
            localNested: this.localNested,
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
