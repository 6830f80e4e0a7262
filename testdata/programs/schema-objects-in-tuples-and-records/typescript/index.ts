import * as pulumi from "@pulumi/pulumi";
import * as aws from "@pulumi/aws";
import { Comp } from "./comp";

// Objects of a schema's types inside tuples whose elements differ (beside
// values that hold none, or of two schema types) and inside objects of no
// schema's type, where values leave the SDK's typed positions: stack
// outputs, toJSON's argument and a component's input. Each is given as PCL
// holds it: keyed by the schema's names, every property there (found
// writing the test of fuzz seed 9896: the shape of a tuple's first object
// was given to a map beside it).
const image = new aws.ec2.Ami("image", {
    name: "image",
    ebsBlockDevices: [
        {
            deviceName: "/dev/sda",
            volumeSize: 8,
        },
    ],
    ephemeralBlockDevices: [
        {
            deviceName: "/dev/sdb",
            virtualName: "ephemeral0",
        },
    ],
    tags: {
        team: "core",
    },
});
const policy = new aws.autoscaling.Policy("policy", {
    autoscalingGroupName: "group",
    targetTrackingConfiguration: {
        targetValue: 50,
        disableScaleIn: true,
    },
});
export const withMap = pulumi.output([image.ebsBlockDevices, image.tags, "text"]).apply(value => pclObject(value, ["tuple", [["list", {deleteOnTermination: null, deviceName: null, encrypted: null, iops: null, outpostArn: null, snapshotId: null, throughput: null, volumeSize: null, volumeType: null}], null, null]]));
export const twoTypes = pulumi.output([
    image.ebsBlockDevices.apply(ebsBlockDevices => pclIndex(ebsBlockDevices, 0)),
    image.ephemeralBlockDevices.apply(ephemeralBlockDevices => pclIndex(ephemeralBlockDevices, 0)),
    policy.targetTrackingConfiguration,
]).apply(value => pclObject(value, ["tuple", [{deleteOnTermination: null, deviceName: null, encrypted: null, iops: null, outpostArn: null, snapshotId: null, throughput: null, volumeSize: null, volumeType: null}, {deviceName: null, virtualName: null}, {disableScaleIn: null, targetValue: null}]]));
export const record = pulumi.output({
    devices: image.ebsBlockDevices,
    name: image.name,
    nested: {
        target: policy.targetTrackingConfiguration,
    },
}).apply(value => pclObject(value, {devices: ["list", {deleteOnTermination: null, deviceName: null, encrypted: null, iops: null, outpostArn: null, snapshotId: null, throughput: null, volumeSize: null, volumeType: null}], name: null, nested: {target: {disableScaleIn: null, targetValue: null}}}));
export const json = pulumi.output({
    devices: image.ebsBlockDevices,
    pair: [
        image.ephemeralBlockDevices.apply(ephemeralBlockDevices => pclIndex(ephemeralBlockDevices, 0)),
        "x",
    ],
}).apply(value => pclObject(value, {devices: ["list", {deleteOnTermination: null, deviceName: null, encrypted: null, iops: null, outpostArn: null, snapshotId: null, throughput: null, volumeSize: null, volumeType: null}], pair: ["tuple", [{deviceName: null, virtualName: null}, null]]})).apply(pclToJSON);
const plainValue = {
    first: image.ebsBlockDevices.apply(ebsBlockDevices => pclIndex(ebsBlockDevices, 0)),
    label: "plain",
};
export const plain = pulumi.output(plainValue).apply(value => pclObject(value, {first: {deleteOnTermination: null, deviceName: null, encrypted: null, iops: null, outpostArn: null, snapshotId: null, throughput: null, volumeSize: null, volumeType: null}, label: null}));
const comp = new Comp("comp", {
    settings: pulumi.secret({
        device: image.ephemeralBlockDevices.apply(ephemeralBlockDevices => pclIndex(ephemeralBlockDevices, 0)),
        label: "given",
    }).apply(value => pclObject(value, {device: {deviceName: null, virtualName: null}, label: null})),
});
export const fromComponent = comp.summary;

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
