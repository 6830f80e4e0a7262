import * as pulumi from "@pulumi/pulumi";
import * as aws from "@pulumi/aws";
import * as random from "@pulumi/random";

const config = new pulumi.Config();

// An optional output whose value is null (a property of an object input the
// program left out, which the provider echoes) given where a value is
// required (a map's element, a list's element, a property an object
// requires) leaves that place unset, as a null config does; the outputs
// that have values give them there, and in a string template.
const unsetTarget = config.getNumber("unsetTarget");
const image = new aws.ec2.Ami("image", {
    name: "image",
    ebsBlockDevices: [
        {
            deviceName: "/dev/xvda",
            encrypted: true,
            volumeSize: 8,
        },
    ],
});

// A resource's required input given an optional output that has a value.
const sized = new random.RandomString("sized", {
    length: image.ebsBlockDevices.apply(ebsBlockDevices => pclIndex(ebsBlockDevices, 0).volumeSize) as pulumi.Output<number>,
});
const unsetPolicy = new aws.autoscaling.Policy("unsetPolicy", {
    autoscalingGroupName: "group",
    targetTrackingConfiguration: {
        targetValue: unsetTarget!,
    },
});
const setPolicy = new aws.autoscaling.Policy("setPolicy", {
    autoscalingGroupName: "group",
    targetTrackingConfiguration: {
        targetValue: 0.5,
        disableScaleIn: true,
    },
});
const group = new aws.ec2.SecurityGroup("group", {
    name: pulumi.interpolate`encrypted-${image.ebsBlockDevices.apply(ebsBlockDevices => pclIndex(ebsBlockDevices, 0).encrypted).apply(pclText)}`,
    tags: {
        Snapshot: image.ebsBlockDevices.apply(ebsBlockDevices => pclIndex(ebsBlockDevices, 0).snapshotId) as pulumi.Output<string>,
        Device: image.ebsBlockDevices.apply(ebsBlockDevices => pclIndex(ebsBlockDevices, 0).deviceName),
    },
    ingress: [
        {
            protocol: image.ebsBlockDevices.apply(ebsBlockDevices => pclIndex(ebsBlockDevices, 0).snapshotId) as pulumi.Output<string>,
            fromPort: image.ebsBlockDevices.apply(ebsBlockDevices => pclIndex(ebsBlockDevices, 0).volumeSize) as pulumi.Output<number>,
            toPort: image.ebsBlockDevices.apply(ebsBlockDevices => pclIndex(ebsBlockDevices, 0).iops) as pulumi.Output<number>,
            cidrBlocks: [
                "10.0.0.0/8",
                image.ebsBlockDevices.apply(ebsBlockDevices => pclIndex(ebsBlockDevices, 0).snapshotId) as pulumi.Output<string>,
                image.ebsBlockDevices.apply(ebsBlockDevices => pclIndex(ebsBlockDevices, 0).deviceName),
            ],
        },
    ],
});
const bucket = new aws.s3.Bucket("bucket", {
    lifecycleRules: [
        {
            enabled: unsetPolicy.targetTrackingConfiguration.apply(targetTrackingConfiguration => targetTrackingConfiguration!.disableScaleIn) as pulumi.Output<boolean>,
        },
        {
            enabled: setPolicy.targetTrackingConfiguration.apply(targetTrackingConfiguration => targetTrackingConfiguration!.disableScaleIn) as pulumi.Output<boolean>,
        },
        {
            enabled: image.ebsBlockDevices.apply(ebsBlockDevices => pclIndex(ebsBlockDevices, 0).encrypted) as pulumi.Output<boolean>,
        },
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

// pclText prints a value in a string template as PCL does: numbers in plain
// digits, and null an error.
function pclText(value: unknown): string {
    if (value === null || value === undefined) {
        throw new Error("Invalid template interpolation value: the value is null");
    }
    return typeof value === "number" ? pclNumberText(value) : String(value);
}
