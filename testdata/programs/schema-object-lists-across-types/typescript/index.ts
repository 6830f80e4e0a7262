import * as pulumi from "@pulumi/pulumi";
import * as aws from "@pulumi/aws";

const config = new pulumi.Config();

// Fuzz seed 10574: a list of one schema object type (a security group's
// egress rules, an output) given where a list of another of the same shape
// is taken (ingress rules), whole, through a loop, through a conditional
// and secret.
const flag = config.getBoolean("flag") ?? true;
const first = new aws.ec2.SecurityGroup("first", {
    egress: [
        {
            fromPort: 1,
            toPort: 2,
            protocol: "tcp",
            cidrBlocks: ["10.0.0.0/8"],
        },
    ],
    ingress: [
        {
            fromPort: 443,
            toPort: 443,
            protocol: "tcp",
            description: "https",
        },
    ],
});
const whole = new aws.ec2.SecurityGroup("whole", {
    ingress: first.egress,
    egress: pulumi.secret(first.ingress),
});
const looped = new aws.ec2.SecurityGroup("looped", {
    ingress: [first.egress.apply(egress => pclIndex(egress, 0))],
    egress: first.ingress.apply(ingress => ingress.filter(rule => rule.fromPort > 0)),
});
const chosen = new aws.ec2.SecurityGroup("chosen", {
    ingress: flag ? first.egress : first.ingress,
});

// pclIndex returns the element of a list at an index or of a map at a key,
// and fails as PCL does where there is none (or no list or map).
function pclIndex<T>(collection: readonly T[] | Readonly<Record<string, T>> | null | undefined, key: number | string): T {
    if (Array.isArray(collection)) {
        const list = collection as readonly T[];
        const index = typeof key === "number" ? key : pclNumber(key);
        if (!Number.isInteger(index) || index < 0 || index >= list.length) {
            throw new Error(`Invalid index: the list has ${list.length} elements, none at ${key}`);
        }
        return list[index];
    }
    const map = collection as Readonly<Record<string, T>> | null | undefined;
    if (typeof map !== "object" || map === null || !Object.prototype.hasOwnProperty.call(map, key)) {
        throw new Error(`Invalid index: the map has no element for the key ${JSON.stringify(String(key))}`);
    }
    return map[key];
}

// pclNumber converts a string to a number as PCL does: the whole string must
// be a decimal number.
function pclNumber(text: string): number {
    if (!/^[+-]?(\d+\.?\d*|\.\d+)([eE][+-]?\d+)?$/.test(text)) {
        throw new Error(`a number is required, not ${JSON.stringify(text)}`);
    }
    return Number(text);
}
