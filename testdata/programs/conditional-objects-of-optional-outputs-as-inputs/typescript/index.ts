import * as pulumi from "@pulumi/pulumi";
import * as aws from "@pulumi/aws";
import * as random from "@pulumi/random";

const config = new pulumi.Config();

// Conditionals of object constructors given where a schema's objects are
// taken, one branch holding optional outputs and the other plain values:
// each branch is given as the input it would be alone.
const victor = config.getBoolean("victor") ?? true;
const sizes = config.getSecretObject<Record<string, number | undefined>>("sizes")?.apply(value => pclWhole("sizes", value, ["map", "int"])) ?? pulumi.secret<Record<string, number | undefined>>({
    a: 3,
});
const ports = config.getObject<Record<string, string>>("ports") ?? {
    web: "tcp",
    dns: "udp",
};
const pet = new random.RandomPet("pet", {
    length: 2,
    prefix: "p",
});
const image = new aws.ec2.Ami("image", {
    name: "image",
    ebsBlockDevices: [
        {
            deviceName: "first",
            iops: pet.length,
        },
        victor ? {
            deviceName: pet.id,
            iops: sizes.apply(sizes2 => pclIndex(sizes2, "a")) as pulumi.Output<number>,
            throughput: pet.length,
            volumeSize: undefined,
            deleteOnTermination: victor,
        } : {
            deviceName: "second",
            throughput: 8,
            volumeSize: 10,
            deleteOnTermination: true,
        },
    ],
});
const group = new aws.ec2.SecurityGroup("group", {
    ingress: Object.entries(ports).sort(([a], [b]) => (a < b ? -1 : 1)).map(([name, protocol]) => victor ? {
        fromPort: 13,
        protocol: pet.prefix as pulumi.Output<string>,
        self: true,
        toPort: pet.length,
        cidrBlocks: [],
    } : {
        description: pet.id,
        fromPort: pet.length,
        protocol: protocol,
        self: false,
        toPort: pet.length,
    }),
});
export const devices = image.ebsBlockDevices.apply(value => pclObject(value, ["list", {deleteOnTermination: null, deviceName: null, encrypted: null, iops: null, outpostArn: null, snapshotId: null, throughput: null, volumeSize: null, volumeType: null}]));
export const rules = group.ingress.apply(value => pclObject(value, ["list", {cidrBlocks: null, description: null, fromPort: null, ipv6CidrBlocks: null, prefixListIds: null, protocol: null, securityGroups: null, self: null, toPort: null}]));

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
