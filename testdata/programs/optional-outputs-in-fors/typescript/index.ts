import * as pulumi from "@pulumi/pulumi";
import * as aws from "@pulumi/aws";
import * as random from "@pulumi/random";

// Optional outputs (properties a resource may leave unset, singleOrNone of
// outputs) inside the values of for expressions given as resource and invoke
// inputs that take values that are not optional: TypeScript's
// Output<string | undefined> is no Input<string>, so each is asserted to be
// present, as in a list or object constructor (fuzz seed 9896).

const source = new aws.ec2.Ami("source", {
    name: "source",
    kernelId: "aki-1",
});
const passwords: random.RandomPassword[] = [];
for (let index = 0; index < 1; index++) {
    passwords.push(new random.RandomPassword(`passwords-${index}`, {
        length: 8,
        overrideSpecial: `p${pclNumberText(index)}`,
    }));
}
const devicesResource = new aws.ec2.Ami("devices", {
    name: "devices",
    ebsBlockDevices: ["a", "b"].map((n, i) => ({
        deviceName: `/dev/sd${n}`,
        outpostArn: source.kernelId as pulumi.Output<string>,
        snapshotId: pulumi.output(passwords.map(item => item.overrideSpecial)).apply(values => (() => {
            const list = values;
            if (list.length > 1) {
                throw new Error("singleOrNone: the list has more than one element");
            }
            return list[0];
        })()) as pulumi.Output<string>,
        volumeType: i === 0 ? source.ramdiskId as pulumi.Output<string> : "gp3",
    })),
    ephemeralBlockDevices: (passwords.length > 0 ? ["c", "d"].map(n => ({
        deviceName: n,
        virtualName: source.kernelId,
    })) : []) as {deviceName: string, virtualName: pulumi.Output<string>}[],
    tags: Object.fromEntries(Object.entries({
        a: 1,
        b: 2,
    }).map(([k, v]) => [k, source.kernelId])) as Record<string, pulumi.Output<string>>,
});

// Only optional properties take the optional outputs here: each value is
// given as an input, and a local holding them is asserted as a whole.
const arns = ["e", "f"].map(n => ({
    deviceName: n,
    outpostArn: pulumi.output(passwords.map(item => item.overrideSpecial)).apply(values => (() => {
        const list = values;
        if (list.length > 1) {
            throw new Error("singleOrNone: the list has more than one element");
        }
        return list[0];
    })()),
}));
const optionalsResource = new aws.ec2.Ami("optionals", {
    name: "optionals",
    ebsBlockDevices: ["g"].map(n => ({
        deviceName: n,
        outpostArn: pulumi.output(passwords.map(item => item.overrideSpecial)).apply(values => (() => {
            const list = values;
            if (list.length > 1) {
                throw new Error("singleOrNone: the list has more than one element");
            }
            return list[0];
        })()) as pulumi.Output<string>,
    })),
    tags: pclFromEntries(["h"].map(k => [k, pulumi.output(passwords.map(item => item.overrideSpecial)).apply(values => (() => {
        const list = values;
        if (list.length > 1) {
            throw new Error("singleOrNone: the list has more than one element");
        }
        return list[0];
    })())])) as Record<string, pulumi.Output<string>>,
});
const fromLocal = new aws.ec2.Ami("fromLocal", {
    name: "fromLocal",
    ebsBlockDevices: arns as {deviceName: string, outpostArn?: pulumi.Output<string>}[],
});
const groups = new aws.ec2.SecurityGroup("groups", {
    ingress: [80, 443].map(p => ({
        fromPort: p,
        toPort: p,
        protocol: "tcp",
        cidrBlocks: ["x", "y"].map(c => source.kernelId) as pulumi.Output<string>[],
        description: pulumi.output(passwords.map(item => item.overrideSpecial)).apply(values => (() => {
            const list = values;
            if (list.length > 1) {
                throw new Error("singleOrNone: the list has more than one element");
            }
            return list[0];
        })()) as pulumi.Output<string>,
    })),
});
const image = aws.ec2.getAmiOutput({
    owners: ["self"].map(o => source.kernelId) as pulumi.Output<string>[],
    filters: ["name"].map(f => ({
        name: f,
        values: [source.kernelId as pulumi.Output<string>],
    })),
});
export const devices = devicesResource.ebsBlockDevices.apply(value => pclObject(value, ["list", {deleteOnTermination: null, deviceName: null, encrypted: null, iops: null, outpostArn: null, snapshotId: null, throughput: null, volumeSize: null, volumeType: null}]));
export const ephemeral = devicesResource.ephemeralBlockDevices.apply(value => pclObject(value, ["list", {deviceName: null, virtualName: null}]));
export const tags = devicesResource.tags;
export const optionals = pulumi.output([
    optionalsResource.ebsBlockDevices,
    optionalsResource.tags,
    fromLocal.ebsBlockDevices,
]).apply(value => pclObject(value, ["tuple", [["list", {deleteOnTermination: null, deviceName: null, encrypted: null, iops: null, outpostArn: null, snapshotId: null, throughput: null, volumeSize: null, volumeType: null}], null, ["list", {deleteOnTermination: null, deviceName: null, encrypted: null, iops: null, outpostArn: null, snapshotId: null, throughput: null, volumeSize: null, volumeType: null}]]]));
export const ingress = groups.ingress.apply(value => pclObject(value, ["list", {cidrBlocks: null, description: null, fromPort: null, ipv6CidrBlocks: null, prefixListIds: null, protocol: null, securityGroups: null, self: null, toPort: null}]));
export const owners = image.apply(image2 => image2.owners);

// pclFromEntries makes an object of the entries of a for expression, and
// fails as PCL does where two of them have one key.
function pclFromEntries<T>(entries: readonly (readonly [unknown, T])[]): Record<string, T> {
    const result: Record<string, T> = {};
    for (const [key, value] of entries) {
        const name = String(key);
        if (Object.prototype.hasOwnProperty.call(result, name)) {
            throw new Error(`Duplicate object key: two elements produce the key ${JSON.stringify(name)}`);
        }
        result[name] = value;
    }
    return result;
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
