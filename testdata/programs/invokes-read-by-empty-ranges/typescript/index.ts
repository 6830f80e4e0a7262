import * as pulumi from "@pulumi/pulumi";
import * as aws from "@pulumi/aws";

const config = new pulumi.Config();

// An invoke in a local is made whether or not a resource reads its result:
// here only resources ranged over nothing do, and its arguments are
// outputs (a secret, and a recovered one that resolves later).
const owner = config.getSecret("owner") ?? pulumi.secret("self");
const count = pclWhole("count", config.getNumber("count"), "int") ?? 0;
const image = aws.ec2.getAmiOutput({
    owners: [owner],
    nameRegex: pulumi.recover(pulumi.secret("^web-"), err => {
        const error = err instanceof Error ? err.message : String(err);
        return "^any-";
    }),
});
const other = aws.ec2.getAmiOutput({
    owners: [
        pulumi.recover(pulumi.secret(owner), err => {
            const error = err instanceof Error ? err.message : String(err);
            return "amazon";
        }),
    ],
});
const servers: aws.ec2.Instance[] = [];
for (let index = 0; index < count; index++) {
    servers.push(new aws.ec2.Instance(`servers-${index}`, {
        ami: image.id,
        instanceType: "t2.micro",
    }));
}
const maybe = (count > 0) ? new aws.ec2.Instance("maybe", {
    ami: other.imageId,
    instanceType: "t2.micro",
}) : undefined;

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
