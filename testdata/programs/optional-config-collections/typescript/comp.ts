import * as pulumi from "@pulumi/pulumi";
import * as aws from "@pulumi/aws";

export interface CompArgs {
    names: (string | undefined)[];
    tags: Record<string, string | undefined>;
}

export class Comp extends pulumi.ComponentResource {
    public readonly joined: pulumi.Output<string>;

    constructor(name: string, args: CompArgs, opts?: pulumi.ComponentResourceOptions) {
        super("components:index:Comp", name, {
            names: args.names,
            tags: args.tags,
        }, opts);
        const names = args.names;
        const tags = args.tags;
        const tagged = new aws.ec2.Instance(`${name}-tagged`, {
            ami: "ami-3",
            instanceType: "t3.micro",
            tags: tags as Record<string, string>,
            securityGroups: names as string[],
        }, {
            parent: this,
        });
        this.joined = pulumi.output(names.filter(n => n != null).map(pclString).join(","));
        this.registerOutputs({
            joined: this.joined,
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

// pclString converts a list's element to a string as PCL's join does:
// numbers in plain digits, and null an error.
function pclString(value: unknown): string {
    if (value === null || value === undefined) {
        throw new Error("join: an element of the list is null");
    }
    return typeof value === "number" ? pclNumberText(value) : String(value);
}
