import * as pulumi from "@pulumi/pulumi";
import * as aws from "@pulumi/aws";
import * as random from "@pulumi/random";

const config = new pulumi.Config();

// Instances created in an apply on a range that may be secret read
// range.value through an apply on the range, to keep its secrecy; the
// apply's value is an object or tuple constructor, or a conditional of them,
// which TypeScript types as PCL does only when told (fuzz seed 9520).

const flag = config.getBoolean("flag") ?? false;
const names = new random.RandomShuffle("names", {
    inputs: pulumi.secret(["a", "b"]),
});

// A conditional of object constructors.
const tagged = pulumi.unsecret(names.results).apply(rangeValue => {
    const resources: aws.s3.Bucket[] = [];
    for (const [index, value] of rangeValue.entries()) {
        resources.push(new aws.s3.Bucket(`tagged-${index}`, {
            tags: names.results.apply((results): {Key?: string, for?: string} => flag ? {} : {
                Key: value,
                for: "x",
            }),
        }));
    }
    return resources;
});

// An object constructor alone.
const labelled = pulumi.unsecret(names.results).apply(rangeValue => {
    const resources: aws.s3.Bucket[] = [];
    for (const [index, value] of rangeValue.entries()) {
        resources.push(new aws.s3.Bucket(`labelled-${index}`, {
            tags: names.results.apply<{Index: string, Name: string}>(results => ({
                Name: value,
                Index: `${pclNumberText(index)}`,
            })),
        }));
    }
    return resources;
});

// A conditional of tuple constructors.
const grouped = pulumi.unsecret(names.results).apply(rangeValue => {
    const resources: aws.ec2.Instance[] = [];
    for (const [index, value] of rangeValue.entries()) {
        resources.push(new aws.ec2.Instance(`grouped-${index}`, {
            ami: "ami-123",
            instanceType: "t3.micro",
            securityGroups: names.results.apply((results): string[] => flag ? [] : [value, "default"]),
        }));
    }
    return resources;
});

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
