import * as pulumi from "@pulumi/pulumi";
import * as aws from "@pulumi/aws";
import * as random from "@pulumi/random";

// Inputs of resources ranged over an output that may be secret (the
// outputs of a resource given a secret) that read range.key or range.value
// are as secret as the range is: each is computed in an apply on the range
// and the value, whose result the Go code gives where a schema object, or a
// list of them, goes. Outputs read the resources' object properties.
const source = new random.RandomPassword("source", {
    length: 8,
    minUpper: pulumi.secret(1),
    keepers: {
        alpha: "tcp",
        beta: "udp",
    },
});
const group = pulumi.unsecret(source.keepers).apply(rangeValue => {
    const resources: Record<string, aws.ec2.SecurityGroup> = {};
    for (const [key, value] of Object.entries(pclOperand(rangeValue))) {
        resources[key] = new aws.ec2.SecurityGroup(`group-${key}`, {
            egress: pulumi.all([
                source.keepers,
                pulumi.secret([
                    {
                        fromPort: 3,
                        protocol: value,
                        toPort: 14,
                    },
                ]),
            ]).apply(([keepers, secret]) => secret),
            ingress: source.keepers.apply(keepers => [
                {
                    fromPort: 80,
                    protocol: value,
                    toPort: 80,
                    description: key,
                },
                {
                    fromPort: 443,
                    protocol: "tcp",
                    toPort: 443,
                    cidrBlocks: ["10.0.0.0/8"],
                },
            ]),
        });
    }
    return resources;
});
const server = pulumi.unsecret(source.keepers.apply(keepers => Object.entries(keepers!).sort(([a], [b]) => (a < b ? -1 : 1)).map(([k, v]) => `gp${pclNumberText([...new Intl.Segmenter().segment(k)].length)}`))).apply(rangeValue => {
    const resources: aws.ec2.Instance[] = [];
    for (const [index, value] of rangeValue.entries()) {
        resources.push(new aws.ec2.Instance(`server-${index}`, {
            ami: "ami-1",
            instanceType: "t2.micro",
            rootBlockDevice: pulumi.all([
                source.keepers,
                pulumi.secret({
                    volumeType: value,
                    volumeSize: 8,
                }),
            ]).apply(([keepers, secret]) => secret),
        }));
    }
    return resources;
});
export const protocols = group.apply(group2 => pulumi.output(Object.entries(group2).sort(([a], [b]) => (a < b ? -1 : 1)).map(([k, g]) => g.egress.apply(egress => pclIndex(egress, 0).protocol))));
export const descriptions = group.apply(group2 => pulumi.output(Object.entries(group2).sort(([a], [b]) => (a < b ? -1 : 1)).map(([k, g]) => g.ingress.apply(ingress => pclIndex(ingress, 0).description))));
export const volumeTypes = server.apply(server2 => pulumi.output(server2.map(item => item.rootBlockDevice.apply(rootBlockDevice => rootBlockDevice.volumeType))));
export const firstVolumeType = server.apply(server2 => pclIndex(server2, 0).rootBlockDevice.apply(rootBlockDevice => rootBlockDevice.volumeType));
export const alphaIngressPort = group.apply(group2 => pclIndex(group2, "alpha").ingress.apply(ingress => pclIndex(ingress, 1).fromPort));

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

// pclNumberText prints a number as PCL does: in plain digits, never with an
// exponent, and a whole number in its exact digits (String rounds 2 ** 62 to
// 4611686018427388000).
function pclNumberText(value: number): string {
    if (Number.isInteger(value) && Math.abs(value) >= 2 ** 53) {
        return BigInt(value).toString();
    }
    const match = /^(-?)(\d)(?:\.(\d+))?e([+-]\d+)$/.exec(String(value));
    if (!match) {
        return String(value);
    }
    const digits = match[2] + (match[3] ?? "");
    const point = 1 + Number(match[4]);
    if (point <= 0) {
        return match[1] + "0." + "0".repeat(-point) + digits;
    }
    return match[1] + digits.padEnd(point, "0");
}

// pclOperand gives an operand of arithmetic, an order or a logical
// operation, which PCL refuses to be null.
function pclOperand<T>(value: T | null | undefined): T {
    if (value === null || value === undefined) {
        throw new Error("Invalid operand: the value is null");
    }
    return value;
}
