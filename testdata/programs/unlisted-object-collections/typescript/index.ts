import * as pulumi from "@pulumi/pulumi";
import * as aws from "@pulumi/aws";

// Lists and maps of objects of a schema's type that its schema never lists
// (ec2.InstanceRootBlockDevice, the splat of a ranged instance's root
// device), which the Go SDK has no typed collection of: looped over, read
// in applies of one and of many outputs, filtered, secret, indexed, chosen
// by a condition, written by toJSON and exported whole (the class of fuzz
// seed 9684; Go refused them as inputs and outputs).
const inst: aws.ec2.Instance[] = [];
for (let index = 0; index < 2; index++) {
    inst.push(new aws.ec2.Instance(`inst-${index}`, {
        ami: `ami-${pclNumberText(index)}`,
        instanceType: "t2.micro",
        rootBlockDevice: {
            volumeSize: 8 + index,
            deleteOnTermination: index === 0,
        },
    }));
}
const devices = inst.map(item => item.rootBlockDevice);
const byName = Object.fromEntries(inst.map((x, i) => [`i${pclNumberText(i)}`, x.rootBlockDevice]));
export const keys = Object.fromEntries(inst.map(item => item.rootBlockDevice).map((d, i) => [`k${pclNumberText(i)}`, pclIndex(inst, 0).id]));
export const sizes = devices.map(d => d.apply(d2 => d2.volumeSize));
export const sizesWithId = devices.map(d => pulumi.interpolate`${pclIndex(inst, 0).id}:${d.apply(d2 => d2.volumeSize).apply(pclText)}`);
export const mapSizes = Object.fromEntries(Object.entries(byName).map(([k, d]) => [k, d.apply(d2 => d2.volumeSize)]));
export const filtered = pulumi.all([devices, devices.map(d => d)]).apply(([devices2, values]) => devices2.flatMap((d, i) => pclIndex(values, i).deleteOnTermination ? [i] : []));
export const secretCount = pulumi.secret(devices).apply(secret => secret.length);
export const first = pulumi.output(devices).apply(devices2 => pclElement(devices2, 1)).apply(value => pclObject(value, {deleteOnTermination: null, deviceName: null, encrypted: null, iops: null, kmsKeyId: null, tags: null, throughput: null, volumeId: null, volumeSize: null, volumeType: null}));
const chosen = pulumi.all([pclIndex(inst, 0).id, devices]).apply(([id, devices2]): {deleteOnTermination?: boolean, deviceName?: string, encrypted?: boolean, iops?: number, kmsKeyId?: string, tags?: Record<string, string>, throughput?: number, volumeId?: string, volumeSize?: number, volumeType?: string}[] => id !== "" ? devices2 : []);
export const chosenSizes = chosen.apply(chosen2 => chosen2.map(d => d.volumeSize));
export const count = devices.length;
export const whole = pulumi.output(devices).apply(value => pclObject(value, ["list", {deleteOnTermination: null, deviceName: null, encrypted: null, iops: null, kmsKeyId: null, tags: null, throughput: null, volumeId: null, volumeSize: null, volumeType: null}]));
export const encoded = pulumi.output(devices).apply(value => pclObject(value, ["list", {deleteOnTermination: null, deviceName: null, encrypted: null, iops: null, kmsKeyId: null, tags: null, throughput: null, volumeId: null, volumeSize: null, volumeType: null}])).apply(pclToJSON);

// pclElement returns the element of a list at an index, which wraps around
// past the end, as PCL's element does.
function pclElement<T>(list: readonly T[], index: number): T {
    if (list.length === 0) {
        throw new Error("element: the list is empty");
    }
    if (!Number.isInteger(index) || index < 0) {
        throw new Error(`element: the index ${index} is not a whole number at least 0`);
    }
    return list[index % list.length];
}

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

// pclText prints a value in a string template as PCL does: numbers in plain
// digits, and null an error.
function pclText(value: unknown): string {
    if (value === null || value === undefined) {
        throw new Error("Invalid template interpolation value: the value is null");
    }
    return typeof value === "number" ? pclNumberText(value) : String(value);
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
