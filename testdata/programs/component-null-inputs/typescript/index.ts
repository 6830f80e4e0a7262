import * as pulumi from "@pulumi/pulumi";
import * as aws from "@pulumi/aws";
import { Checker } from "./checker";
import { Scaler } from "./scaler";

const config = new pulumi.Config();

// A component's input given an output whose value is null takes the config
// variable's default, as an input left out does: the policies echo the
// target tracking configuration the program gives, so an attribute left out
// of it (disableScaleIn of "unset") is null, one given ("set") is not. So
// does an input given a plain null, from a config variable or a literal.
// An input without a default ("./checker") given an output that may be null
// takes its value, and would fail on null.
const unset = new aws.autoscaling.Policy("unset", {
    autoscalingGroupName: "group",
    targetTrackingConfiguration: {
        targetValue: 0.5,
    },
});
const setResource = new aws.autoscaling.Policy("set", {
    autoscalingGroupName: "group",
    targetTrackingConfiguration: {
        targetValue: 2,
        disableScaleIn: false,
    },
});
const fromNull = new Scaler("fromNull", {
    disabled: unset.targetTrackingConfiguration.apply(targetTrackingConfiguration => targetTrackingConfiguration!.disableScaleIn) as pulumi.Output<boolean>,
    target: unset.targetTrackingConfiguration.apply(targetTrackingConfiguration => targetTrackingConfiguration!.targetValue) as pulumi.Output<number>,
});
const fromValue = new Scaler("fromValue", {
    label: "given",
    disabled: setResource.targetTrackingConfiguration.apply(targetTrackingConfiguration => targetTrackingConfiguration!.disableScaleIn) as pulumi.Output<boolean>,
    target: setResource.targetTrackingConfiguration.apply(targetTrackingConfiguration => targetTrackingConfiguration!.targetValue) as pulumi.Output<number>,
});
const leftOut = new Scaler("leftOut");
const nothing = config.getBoolean("nothing");
const noLabel = config.get("noLabel");
const fromNullConfig = new Scaler("fromNullConfig", {disabled: nothing, target: undefined, label: noLabel});
const check = new Checker("check", {
    enabled: setResource.targetTrackingConfiguration.apply(targetTrackingConfiguration => targetTrackingConfiguration!.disableScaleIn) as pulumi.Output<boolean>,
});
export const checked = check.enabled;
export const nullDisabled = fromNull.disabled;
export const valueDisabled = fromValue.disabled;
export const leftOutTarget = leftOut.target;
export const nullConfigDisabled = fromNullConfig.disabled;
export const nullTarget = fromNullConfig.target;
export const labels = [fromNullConfig.label, fromValue.label, leftOut.label];
export const valueTarget = fromValue.target;
