import * as pulumi from "@pulumi/pulumi";
import * as aws from "@pulumi/aws";

const config = new pulumi.Config();

// A for expression over no element whose filter reads a secret: PCL's
// value is not secret, since the filter is never evaluated, but a program
// that resolves the secret in one apply around the loop marks it secret,
// and what reads it, a null property among others, may be secret too.
const threshold = config.requireSecretNumber("threshold");
const group = new aws.ec2.SecurityGroup("group", {
    ingress: threshold.apply(threshold2 => Object.entries({} as Record<string, any>).sort(([a], [b]) => (a < b ? -1 : 1)).filter(([key, x]) => threshold2 > 1).map(([key, x]) => ({
        fromPort: 11,
        protocol: "tcp",
        toPort: 2,
    }))),
});
const bucket = new aws.s3.Bucket("bucket", {
    lifecycleRules: [
        {
            enabled: true,
            id: group.ingress.apply(ingress => (() => {
                const list = ingress.map(item => item.protocol);
                if (list.length > 1) {
                    throw new Error("singleOrNone: the list has more than one element");
                }
                return list[0];
            })()) as pulumi.Output<string>,
        },
    ],
});
export const protocols = group.ingress.apply(ingress => ingress.map(item => item.protocol));
