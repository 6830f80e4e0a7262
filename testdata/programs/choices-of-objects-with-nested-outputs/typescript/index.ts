import * as pulumi from "@pulumi/pulumi";
import * as aws from "@pulumi/aws";
import * as random from "@pulumi/random";

const config = new pulumi.Config();
const flag = config.getBoolean("flag") ?? false;
const pol = new aws.autoscaling.Policy("pol", {
    autoscalingGroupName: "g",
    targetTrackingConfiguration: {
        targetValue: 0.1,
    },
});
const shuffle = new random.RandomShuffle("shuffle", {
    inputs: ["a", "b", "c"],
    resultCount: 2,
});
const plainInner = {
    tango: 1.5,
};
const nestedChoiceValue: {foxtrot: {tango: pulumi.Output<number | undefined>}, quebec: {kilo?: pulumi.Output<string | undefined>, yankee: pulumi.Output<number | undefined>}, sierra: pulumi.Output<string | undefined>} = flag ? {
    foxtrot: flag ? {
        tango: pulumi.output(-2.75),
    } : {
        tango: pulumi.output(1000),
    },
    quebec: {
        yankee: shuffle.resultCount,
    },
    sierra: pol.policyType,
} : {
    foxtrot: {
        tango: pol.targetTrackingConfiguration.apply(targetTrackingConfiguration => targetTrackingConfiguration!.targetValue),
    },
    quebec: {
        kilo: pol.policyType,
        yankee: pulumi.output(undefined),
    },
    sierra: pulumi.output("s"),
};
const nestedObjectValue: {deep: {more: {n: pulumi.Output<number | undefined>}}, inner: {tango: pulumi.Output<number | undefined>}, label?: pulumi.Output<string | undefined>} = !flag ? {
    inner: {
        tango: pulumi.output(2),
    },
    deep: {
        more: {
            n: pulumi.output(3),
        },
    },
    label: pol.policyType,
} : {
    inner: {
        tango: shuffle.resultCount,
    },
    deep: {
        more: {
            n: shuffle.resultCount,
        },
    },
};
const nestedReferenceValue = flag ? {
    inner: plainInner,
    label: pol.policyType,
} : {
    inner: {
        tango: pol.targetTrackingConfiguration.apply(targetTrackingConfiguration => targetTrackingConfiguration!.targetValue),
    },
};
export const nestedChoice = nestedChoiceValue;
export const nestedObject = nestedObjectValue;
export const nestedReference = nestedReferenceValue;
