import * as pulumi from "@pulumi/pulumi";
import * as aws from "@pulumi/aws";
import * as random from "@pulumi/random";

const config = new pulumi.Config();

// A choice of an output and a choice of objects holding outputs, given to
// an input of a schema's object type: each object is given as the input,
// its optional properties null or missing.
const flag = config.getBoolean("flag") ?? true;
const pet = new random.RandomPet("pet");
const source = new aws.ec2.Instance("source", {
    ami: "ami-1",
    instanceType: "t3.micro",
    rootBlockDevice: {
        volumeType: "gp3",
    },
});
const server = new aws.ec2.Instance("server", {
    ami: "ami-2",
    instanceType: "t3.micro",
    rootBlockDevice: !flag ? source.rootBlockDevice : flag ? {
        deviceName: pet.id,
        kmsKeyId: pet.prefix as pulumi.Output<string>,
        volumeType: undefined,
    } : {
        volumeType: "gp2",
    },
});
const base = new aws.ec2.SecurityGroup("base", {
    ingress: [
        {
            fromPort: 22,
            toPort: 22,
            protocol: "tcp",
        },
    ],
});
const group = new aws.ec2.SecurityGroup("group", {
    ingress: [
        flag ? {
            fromPort: 80,
            toPort: 80,
            protocol: "tcp",
            description: pet.prefix as pulumi.Output<string>,
        } : flag ? {
            fromPort: 0,
            toPort: 0,
            protocol: pet.id,
            description: undefined,
        } : base.ingress.apply(ingress => pclIndex(ingress, 0)),
    ],
});
export const device = server.rootBlockDevice.apply(value => pclObject(value, {deleteOnTermination: null, deviceName: null, encrypted: null, iops: null, kmsKeyId: null, tags: null, throughput: null, volumeId: null, volumeSize: null, volumeType: null}));
const chosen = new aws.ec2.SecurityGroup("chosen", {
    ingress: [
        pulumi.all([
            pet.length,
            pet.prefix,
            pulumi.unsecret(pulumi.secret<{description?: string, fromPort: number, protocol: string, toPort: number}>(flag ? {
                fromPort: 1,
                toPort: 2,
                protocol: "udp",
            } : {
                fromPort: 3,
                toPort: 4,
                protocol: "icmp",
                description: "x",
            })),
        ]).apply(([length, prefix, secret]): {cidrBlocks?: undefined, description?: string, fromPort: number, protocol?: string, toPort: number} => (() => {
            try {
                return length !== undefined;
            } catch {
                return false;
            }
        })() ? flag ? {
            fromPort: length,
            toPort: 80,
            protocol: prefix,
            description: prefix,
            cidrBlocks: undefined,
        } : {
            fromPort: 1,
            toPort: 1,
            protocol: "tcp",
        } : secret) as pulumi.Output<{cidrBlocks?: undefined, description?: string, fromPort: number, protocol: string, toPort: number}>,
    ],
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
