import * as pulumi from "@pulumi/pulumi";
import * as aws from "@pulumi/aws";
import * as random from "@pulumi/random";

const config = new pulumi.Config();

// Config variables that may be null though they have a default (nullable,
// or a null default), and nullable ones without, read as they are, made
// secret, given to inputs and read as outputs.
const prefix = config.get("prefix");
const count = pclWhole("count", config.getNumber("count"), "int");
const flag = config.getBoolean("flag");
const name = config.get("name") ?? "named";
const nothingConfig = config.get("nothing");
const sizeConfig = pclWhole("size", config.getNumber("size"), "int") ?? 3;
const objectResource = new aws.s3.BucketObject("object", {
    bucket: pulumi.secret(name) as pulumi.Output<string>,
    key: name,
    content: pulumi.secret(prefix) as pulumi.Output<string>,
});
const seeded = new random.RandomInteger("seeded", {
    min: 1,
    max: sizeConfig!,
    seed: pulumi.unsecret(pulumi.secret(prefix)) as pulumi.Output<string>,
});
const policy = new aws.autoscaling.Policy("policy", {
    autoscalingGroupName: pulumi.secret(name) as pulumi.Output<string>,
    targetTrackingConfiguration: {
        targetValue: sizeConfig!,
        disableScaleIn: pulumi.secret(flag) as pulumi.Output<boolean>,
    },
});
export const secretCount = pulumi.secret(count);
export const secrets = [pulumi.secret(prefix), pulumi.secret(name)];
export const nothing = nothingConfig;
export const size = sizeConfig;
export const nameLength = name!.length;

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
