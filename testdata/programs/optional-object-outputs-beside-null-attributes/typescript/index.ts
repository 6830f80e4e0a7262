import * as pulumi from "@pulumi/pulumi";
import * as aws from "@pulumi/aws";

const config = new pulumi.Config();

// Schema object outputs (one that may be unset), chosen against an object
// literal with attributes that are always null, given to an optional input
// of that object's type.
const flag = config.getBoolean("flag") ?? true;
const source = new aws.ec2.Instance("source", {
    ami: "ami-0",
    instanceType: "t3.micro",
});
const chosenByOutput = new aws.ec2.Instance("chosenByOutput", {
    ami: "ami-1",
    instanceType: "t3.micro",
    rootBlockDevice: pulumi.all([source.ami, source.rootBlockDevice]).apply(([ami, rootBlockDevice]): {deleteOnTermination?: boolean, deviceName?: string, encrypted?: boolean, iops?: number, kmsKeyId?: string, tags?: Record<string, string>, throughput?: number, volumeId?: string, volumeSize?: number, volumeType?: string} => ami !== "" ? {
        volumeSize: 8,
        kmsKeyId: undefined,
        tags: undefined,
    } : rootBlockDevice),
});
const chosenByConfig = new aws.ec2.Instance("chosenByConfig", {
    ami: "ami-2",
    instanceType: "t3.micro",
    rootBlockDevice: flag ? source.rootBlockDevice : {
        volumeType: undefined,
        volumeSize: source.ami.apply(ami => [...new Intl.Segmenter().segment(ami)].length),
    },
});

// An optional schema object output chosen against an object literal with
// an attribute that is always null.
const policySource = new aws.autoscaling.Policy("policySource", {
    autoscalingGroupName: "g",
});
const policy = new aws.autoscaling.Policy("policy", {
    autoscalingGroupName: "g",
    targetTrackingConfiguration: pulumi.all([policySource.name, policySource.targetTrackingConfiguration]).apply(([name, targetTrackingConfiguration]): {disableScaleIn?: boolean, targetValue: number} | {disableScaleIn?: undefined, targetValue: number} | undefined => name !== "" ? {
        targetValue: 1.5,
        disableScaleIn: undefined,
    } : targetTrackingConfiguration) as pulumi.Output<{disableScaleIn?: boolean, targetValue: number} | {disableScaleIn?: undefined, targetValue: number}>,
});
export const sizes = [
    chosenByOutput.rootBlockDevice.apply(rootBlockDevice => rootBlockDevice.volumeSize),
    chosenByConfig.rootBlockDevice.apply(rootBlockDevice => rootBlockDevice.volumeSize),
    policy.targetTrackingConfiguration.apply(targetTrackingConfiguration => targetTrackingConfiguration!.targetValue),
];
