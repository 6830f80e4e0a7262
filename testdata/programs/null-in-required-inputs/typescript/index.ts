import * as pulumi from "@pulumi/pulumi";
import * as aws from "@pulumi/aws";

const config = new pulumi.Config();

// A config whose default is null and that is not set is null. Given where a
// value is required (a map's element, a list's element, a property an
// object requires), the null leaves that place unset, as it leaves an
// optional input unset; the configs that are set give their values there.
const setName = config.get("setName");
const unsetName = config.get("unsetName");
const setPort = pclWhole("setPort", config.getNumber("setPort"), "int");
const unsetPort = pclWhole("unsetPort", config.getNumber("unsetPort"), "int");
const setTarget = config.getNumber("setTarget");
const unsetTarget = config.getNumber("unsetTarget");
const setEnabled = config.getBoolean("setEnabled");
const unsetEnabled = config.getBoolean("unsetEnabled");
const group = new aws.ec2.SecurityGroup("group", {
    tags: {
        Set: setName!,
        Unset: unsetName!,
    },
    ingress: [
        {
            protocol: unsetName!,
            fromPort: unsetPort!,
            toPort: setPort!,
            cidrBlocks: ["10.0.0.0/8", unsetName!, setName!],
            description: unsetName,
        },
    ],
    egress: [
        {
            protocol: setName!,
            fromPort: setPort!,
            toPort: unsetPort!,
        },
    ],
});
const unsetPolicy = new aws.autoscaling.Policy("unsetPolicy", {
    autoscalingGroupName: "group",
    targetTrackingConfiguration: {
        targetValue: unsetTarget!,
        disableScaleIn: unsetEnabled,
    },
});
const setPolicy = new aws.autoscaling.Policy("setPolicy", {
    autoscalingGroupName: "group",
    targetTrackingConfiguration: {
        targetValue: setTarget!,
        disableScaleIn: setEnabled,
    },
});
const bucket = new aws.s3.Bucket("bucket", {
    lifecycleRules: [
        {
            enabled: unsetEnabled!,
        },
        {
            enabled: setEnabled!,
            prefix: setName,
        },
    ],
});

// pclWhole checks that the config variable name's value of a type holding
// ints has whole numbers where the type has ints: shape is "int", ["list",
// shape], ["map", shape] or an object of the properties' shapes.
function pclWhole<T>(name: string, value: T, shape: unknown): T {
    const check = (v: unknown, s: unknown): void => {
        if (v === null || v === undefined) {
            return;
        }
        if (s === "int") {
            if (typeof v === "number" && !Number.isInteger(v)) {
                throw new Error(`Configuration variable '${name}' must be an integer, not ${v}`);
            }
        } else if (Array.isArray(s)) {
            const values = s[0] === "list" ? (Array.isArray(v) ? v : []) : Object.values(v as object);
            values.forEach(e => check(e, s[1]));
        } else if (typeof s === "object" && s !== null && typeof v === "object") {
            for (const [k, ps] of Object.entries(s)) {
                check((v as Record<string, unknown>)[k], ps);
            }
        }
    };
    check(value, shape);
    return value;
}
