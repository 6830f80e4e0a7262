import * as pulumi from "@pulumi/pulumi";
import * as aws from "@pulumi/aws";
import * as random from "@pulumi/random";

const config = new pulumi.Config();

// Conditionals of conditionals of objects holding outputs, given to an
// optional input of a schema's object type (a Ptr input in Go).
const flag = config.getBoolean("flag") ?? true;
const id = new random.RandomInteger("id", {
    min: 1,
    max: 9,
});
const scalingResource = new aws.autoscaling.Policy("scaling", {
    autoscalingGroupName: "group",
    targetTrackingConfiguration: flag ? !flag ? {
        targetValue: 1,
    } : {
        targetValue: id.result,
    } : {
        disableScaleIn: true,
        targetValue: id.result.apply(result => result + 1),
    },
});
const chosenResource = new aws.autoscaling.Policy("chosen", {
    autoscalingGroupName: "other",
    targetTrackingConfiguration: !flag ? undefined : flag ? {
        targetValue: id.result,
        disableScaleIn: id.result.apply(result => result > 4),
    } : {
        targetValue: 2,
    },
});
export const scaling = scalingResource.targetTrackingConfiguration.apply(value => pclObject(value, {disableScaleIn: null, targetValue: null}));
export const chosen = chosenResource.targetTrackingConfiguration.apply(value => pclObject(value, {disableScaleIn: null, targetValue: null}));

// pclObject gives the objects of a schema's types in value every property,
// null where it is not set, as PCL's objects have. shape follows the value's
// type: null leaves a value as it is, ["list", shape] is a list's,
// ["tuple", [shape...]] a tuple's, ["map", shape] a map's and
// {property: shape} an object's.
function pclObject(value: any, shape: any): any {
    if (value === null || value === undefined || shape === null) {
        return value;
    }
    if (Array.isArray(shape)) {
        if (shape[0] === "list") {
            return value.map((item: any) => pclObject(item, shape[1]));
        }
        if (shape[0] === "tuple") {
            return value.map((item: any, i: number) => pclObject(item, shape[1][i]));
        }
        return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, pclObject(item, shape[1])]));
    }
    return Object.fromEntries(Object.keys(shape).map(key => [key, pclObject(value[key] ?? null, shape[key])]));
}
