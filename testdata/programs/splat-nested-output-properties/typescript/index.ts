import * as pulumi from "@pulumi/pulumi";
import * as aws from "@pulumi/aws";

// A splat over resources that reads into an output property (a schema
// object, a list of them) reads the rest of the traversal from the
// output's value.
const server: aws.ec2.Instance[] = [];
for (let index = 0; index < 2; index++) {
    server.push(new aws.ec2.Instance(`server-${index}`, {
        ami: "ami-1",
        instanceType: "t2.micro",
        rootBlockDevice: {
            volumeType: `gp${pclNumberText(index)}`,
            volumeSize: index * 4,
        },
    }));
}
const group: aws.ec2.SecurityGroup[] = [];
for (let index = 0; index < 2; index++) {
    group.push(new aws.ec2.SecurityGroup(`group-${index}`, {
        egress: [
            {
                fromPort: 3,
                protocol: `proto-${pclNumberText(index)}`,
                toPort: 14,
            },
        ],
    }));
}
const summary = new aws.ec2.SecurityGroup("summary", {
    description: pulumi.output(group.map(item => item.egress.apply(egress => pclIndex(egress, 0).protocol))).apply(values => values.join(",")),
    tags: {
        sizes: pulumi.output(server.map(item => item.rootBlockDevice.apply(rootBlockDevice => rootBlockDevice.volumeSize))).apply(pclToJSON),
    },
});
export const volumeTypes = server.map(item => item.rootBlockDevice.apply(rootBlockDevice => rootBlockDevice.volumeType));
export const firstProtocols = group.map(item => item.egress.apply(egress => pclIndex(egress, 0).protocol));
export const oneSize = [pclIndex(server, 0)].map(item => item.rootBlockDevice.apply(rootBlockDevice => rootBlockDevice.volumeSize));
export const description = summary.description;

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

// pclToJSON writes value as PCL's toJSON does: object keys sorted, no
// spaces, numbers in plain digits, and <, > and & escaped.
function pclToJSON(value: unknown): string {
    if (value === null || value === undefined) {
        return "null";
    }
    if (Array.isArray(value)) {
        return "[" + value.map(pclToJSON).join(",") + "]";
    }
    if (typeof value === "object") {
        const object = value as Record<string, unknown>;
        return "{" + Object.keys(object).sort().map(key => pclToJSON(key) + ":" + pclToJSON(object[key])).join(",") + "}";
    }
    if (typeof value === "number") {
        return pclNumberText(value);
    }
    return JSON.stringify(value).replace(/[<>&\u2028\u2029]/g, c => "\\u" + c.charCodeAt(0).toString(16).padStart(4, "0"));
}
