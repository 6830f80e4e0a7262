import * as pulumi from "@pulumi/pulumi";
import * as aws from "@pulumi/aws";

// Locals reading a required attribute through an optional object: the
// binder types them as optional, and Go computes them in applies as the
// attribute's own type; references read them as Go holds them.
const policy = new aws.autoscaling.Policy("policy", {
    autoscalingGroupName: "group",
    targetTrackingConfiguration: {
        disableScaleIn: true,
        targetValue: 0.25,
    },
});
const server = new aws.ec2.Instance("server", {
    ami: "ami-0",
    instanceType: "t3.micro",
    rootBlockDevice: {
        volumeSize: 8,
    },
});
const target = policy.targetTrackingConfiguration.apply(targetTrackingConfiguration => targetTrackingConfiguration!.targetValue);
const again = policy.targetTrackingConfiguration.apply(policy2 => policy2!.targetValue);
const size = server.rootBlockDevice.apply(rootBlockDevice => rootBlockDevice.volumeSize);
export const product = pulumi.all([target, again]).apply(([target2, again2]) => (pclOperand(target2) + pclOperand(again2)) / 1 * pclOperand(target2));
export const bigger = pulumi.all([size, target]).apply(([size2, target2]) => pclOperand(size2) > pclOperand(target2));

// pclOperand gives an operand of arithmetic, an order or a logical
// operation, which PCL refuses to be null.
function pclOperand<T>(value: T | null | undefined): T {
    if (value === null || value === undefined) {
        throw new Error("Invalid operand: the value is null");
    }
    return value;
}
