import * as pulumi from "@pulumi/pulumi";
import * as aws from "@pulumi/aws";

// Collections of optional numbers, ints and strings, computed in applies (whose
// results Go types as []float64, []int and map[string]string), held in an object
// beside other attributes and read back out of it.
const policy = new aws.autoscaling.Policy("policy", {
    autoscalingGroupName: "group",
    targetTrackingConfiguration: {
        targetValue: 3,
    },
});
const server = new aws.ec2.Instance("server", {
    ami: "ami-0",
    instanceType: "t3.micro",
    rootBlockDevice: {
        volumeSize: 8,
        volumeType: "gp3",
    },
});
const holder = {
    numbers: pulumi.all([policy.targetTrackingConfiguration, policy.name]).apply(([targetTrackingConfiguration, name]) => Array.from({length: 2}, (_, i) => i).filter(i => name !== "other").map(i => targetTrackingConfiguration!.targetValue)),
    byName: pulumi.all([policy.targetTrackingConfiguration, policy.name]).apply(([targetTrackingConfiguration, name]) => Object.fromEntries(Array.from({length: 2}, (_, i) => i).filter(i => name !== "other").map(i => [`k${pclNumberText(i)}`, targetTrackingConfiguration!.targetValue]))),
    sizes: pulumi.all([server.rootBlockDevice, server.ami]).apply(([rootBlockDevice, ami]) => Array.from({length: 3}, (_, i) => i).filter(i => ami !== "other").map(i => rootBlockDevice.volumeSize)),
    volumeTypes: pulumi.all([server.rootBlockDevice, server.ami]).apply(([rootBlockDevice, ami]) => Object.fromEntries(Array.from({length: 3}, (_, i) => i).filter(i => ami !== "other").map(i => [`v${pclNumberText(i)}`, rootBlockDevice.volumeType]))),
    label: "fixed",
};
export const numbers = holder.numbers;
export const byName = holder.byName;
export const sizes = holder.sizes;
export const volumeTypes = holder.volumeTypes;

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
