import * as pulumi from "@pulumi/pulumi";
import * as aws from "@pulumi/aws";

// Choices, on an output, between a schema object read from a resource (or
// a list of them) and object literals: the choice's value is the objects'
// common structural type, which Go holds as maps, given to a resource of
// another schema type, kept in a local and exported.
const base: aws.ec2.SecurityGroup[] = [];
for (let index = 0; index < 2; index++) {
    base.push(new aws.ec2.SecurityGroup(`base-${index}`, {
        egress: [
            {
                fromPort: 4,
                protocol: "tcp",
                toPort: 6,
                cidrBlocks: ["10.0.0.0/8"],
            },
        ],
    }));
}
const server = new aws.ec2.Instance("server", {
    instanceType: "t2.micro",
    rootBlockDevice: {
        volumeSize: 8,
    },
});
const derived = new aws.ec2.SecurityGroup("derived", {
    ingress: pulumi.all([pclIndex(base, 0).name, pclIndex(base, 0).egress, pclIndex(base, 0).egress]).apply(([name, base2, egress]): {cidrBlocks?: string[], description?: string, fromPort: number, ipv6CidrBlocks?: string[], prefixListIds?: string[], protocol: string, securityGroups?: string[], self?: boolean, toPort: number}[] => name !== "x" ? base2.map(rule => ({
        fromPort: 1,
        protocol: rule.protocol,
        toPort: 2,
    })) : egress),
});
const fallback = new aws.ec2.SecurityGroup("fallback", {
    ingress: pulumi.all([pclIndex(base, 1).name, pclIndex(base, 1).egress]).apply(([name, egress]): {cidrBlocks?: string[], description?: string, fromPort: number, ipv6CidrBlocks?: string[], prefixListIds?: string[], protocol: string, securityGroups?: string[], self?: boolean, toPort: number}[] => name === "x" ? [
        {
            fromPort: 1,
            protocol: "udp",
            toPort: 2,
        },
    ] : egress),
});
const rulesValue = pulumi.all([pclIndex(base, 0).name, pclIndex(base, 0).egress]).apply(([name, egress]): {cidrBlocks?: string[], description?: string, fromPort: number, ipv6CidrBlocks?: string[], prefixListIds?: string[], protocol: string, securityGroups?: string[], self?: boolean, toPort: number}[] => name !== "x" ? [
    {
        fromPort: 9,
        protocol: "icmp",
        toPort: 9,
    },
] : egress);
const deviceValue = pulumi.all([server.instanceType, server.rootBlockDevice]).apply(([instanceType, rootBlockDevice]): {deleteOnTermination?: boolean, deviceName?: string, encrypted?: boolean, iops?: number, kmsKeyId?: string, tags?: Record<string, string>, throughput?: number, volumeId?: string, volumeSize?: number, volumeType?: string} => instanceType === "t2.micro" ? {
    volumeSize: 20,
} : rootBlockDevice);
const copied = new aws.ec2.Instance("copied", {
    instanceType: "t2.micro",
    rootBlockDevice: deviceValue,
});
export const rules = rulesValue;
export const device = deviceValue;

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
