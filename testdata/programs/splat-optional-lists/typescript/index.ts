import * as pulumi from "@pulumi/pulumi";
import * as aws from "@pulumi/aws";

const config = new pulumi.Config();

// A splat over a list that may be null (a list property of a resource, or
// a config variable) maps its elements, and is empty when the list is null,
// as a splat over null is: it does not wrap the list in a list of one.
const namesConfig = config.getObject<{name: string}[]>("names");
const givenNamesConfig = config.getObject<{name: string}[]>("givenNames") ?? [
    {
        name: "a",
    },
    {
        name: "b",
    },
];
const rules = new aws.s3.Bucket("rules", {
    lifecycleRules: [
        {
            enabled: true,
        },
        {
            enabled: false,
        },
    ],
});
const none = new aws.s3.Bucket("none");
export const enabled = rules.lifecycleRules.apply(lifecycleRules => (lifecycleRules ?? []).map(item => item.enabled));
export const count = rules.lifecycleRules.apply(lifecycleRules => (lifecycleRules ?? []).map(item => item.enabled).length);
export const noneEnabled = none.lifecycleRules.apply(lifecycleRules => (lifecycleRules ?? []).map(item => item.enabled));
export const names = (namesConfig ?? []).map(item => item.name);
export const givenNames = givenNamesConfig.map(item => item.name);
