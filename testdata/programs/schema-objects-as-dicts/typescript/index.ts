import * as pulumi from "@pulumi/pulumi";
import * as aws from "@pulumi/aws";
import * as random from "@pulumi/random";

// Objects of a schema's types that reach the program as plain dicts, not
// the SDK's output types: what pulumi.Output.all (an apply of several
// outputs) and pulumi.Output.secret give, and what is computed from it (a
// local, a list a for expression builds, a conditional's value). Their
// properties are read as keys; reads of a resource's outputs stay
// attributes.
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
});
const policy = new aws.autoscaling.Policy("policy", {
    autoscalingGroupName: "group",
    targetTrackingConfiguration: {
        targetValue: 50,
    },
});
const count = new random.RandomInteger("count", {
    min: 1,
    max: 3,
});

// Applies of several outputs.
export const deviceLabels = pulumi.all([image.ephemeralBlockDevices, count.result]).apply(([ephemeralBlockDevices, result]) => ephemeralBlockDevices.map(d => `${d.deviceName}-${pclNumberText(result)}`));
export const scaledTarget = pulumi.all([policy.targetTrackingConfiguration, count.result]).apply(([targetTrackingConfiguration, result]) => pclOperand(targetTrackingConfiguration!.targetValue) * result);

// secret's value, read on the output and in a loop (a property that may
// be unset with .get).
const secretDevices = pulumi.secret(image.ebsBlockDevices);
export const firstDevice = secretDevices.apply(secretDevices2 => pclIndex(secretDevices2, 0).deviceName);
export const snapshots = secretDevices.apply(secretDevices2 => secretDevices2.map(d => d.snapshotId == null ? "none" : d.snapshotId));
export const firstSize = secretDevices.apply(secretDevices2 => pclIndex(secretDevices2, 0).volumeSize);

// A list a for expression builds, and a conditional's value, in applies of
// several outputs.
const bigDevices = pulumi.all([image.ebsBlockDevices, count.result]).apply(([ebsBlockDevices, result]) => ebsBlockDevices.filter(d => pclOperand(d.volumeSize) > result));
export const bigNames = bigDevices.apply(bigDevices2 => bigDevices2.map(item => item.deviceName));
const chosen = pulumi.all([count.result, image.ephemeralBlockDevices]).apply(([result, ephemeralBlockDevices]): {deviceName: string, virtualName: string}[] => result > 0 ? ephemeralBlockDevices : []);
export const chosenNames = chosen.apply(chosen2 => chosen2.map(item => item.virtualName));

// Where an object of a schema's type and an object literal unify to a
// plain object, read by PCL's names, the SDK's objects become PCL's: a
// conditional's branch, try's alternative.
const devicesValue = pulumi.all([count.result, image.ephemeralBlockDevices]).apply(([result, ephemeralBlockDevices]): {deviceName: string, virtualName: string}[] => result > 0 ? ephemeralBlockDevices : [
    {
        deviceName: "none",
        virtualName: "none",
    },
]);
export const devices = devicesValue.apply(devices2 => devices2.map(item => item.deviceName));
const triedDeviceValue = image.ephemeralBlockDevices.apply(ephemeralBlockDevices => (() => {
    try {
        const value = pclIndex(ephemeralBlockDevices, 0);
        if (value !== undefined) {
            return value;
        }
    } catch {}
    return {
        deviceName: "none",
        virtualName: "none",
    };
})());
export const triedDevice = triedDeviceValue.deviceName;

// Reads of a resource's outputs.
export const plainNames = image.ephemeralBlockDevices.apply(ephemeralBlockDevices => ephemeralBlockDevices.map(item => item.deviceName));

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
