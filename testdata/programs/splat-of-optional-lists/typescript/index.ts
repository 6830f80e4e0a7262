import * as pulumi from "@pulumi/pulumi";
import * as aws from "@pulumi/aws";

// A splat over resources ranged over an output reads an attribute that is
// an optional list of objects: a list of optional lists, which the Go SDK
// has no output type of.
const buckets = pulumi.unsecret(pulumi.secret([1, 2])).apply(rangeValue => {
    const resources: aws.s3.Bucket[] = [];
    for (let index = 0; index < rangeValue.length; index++) {
        resources.push(new aws.s3.Bucket(`buckets-${index}`, {
            lifecycleRules: [
                {
                    enabled: true,
                    prefix: pulumi.interpolate`logs/${pulumi.secret(index).apply(pclNumberText)}`,
                },
            ],
        }));
    }
    return resources;
});
const instance = new aws.ec2.Instance("instance", {
    ami: "ami-0",
    instanceType: "t3.micro",
    vpcSecurityGroupIds: buckets.apply(buckets2 => pulumi.output(buckets2.map(item => item.lifecycleRules))).apply(values => values.map(rules => `sg-${pclNumberText(rules!.length)}`)),
});
export const ruleCounts = buckets.apply(buckets2 => pulumi.output(buckets2.map(item => item.lifecycleRules))).apply(values => values.map(rules => rules == null ? 0 : rules!.length));
export const prefixes = buckets.apply(buckets2 => pulumi.output(buckets2.map(item => item.lifecycleRules))).apply(values => values.map(rules => rules![0]!.prefix));

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
