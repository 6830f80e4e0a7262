import * as pulumi from "@pulumi/pulumi";
import * as aws from "@pulumi/aws";

const config = new pulumi.Config();

// Loops that are an apply's whole body, over collections whose elements are
// outputs (a splat of a ranged resource's list output) and which the apply
// resolves: the loop variable is the resolved element in the callback, so
// reads of it (a splat, an index, an attribute, length) are plain there.
const flag = config.getBoolean("flag") ?? true;
const amis: aws.ec2.Ami[] = [];
for (let index = 0; index < 2; index++) {
    amis.push(new aws.ec2.Ami(`amis-${index}`, {
        name: `a${pclNumberText(index)}`,
    }));
}

// A splat of the variable inside a conditional that a filter guards.
const sg = new aws.ec2.SecurityGroup("sg", {
    egress: pulumi.all([
        amis.map(item => item.ephemeralBlockDevices),
        pulumi.secret(flag),
        amis.map(item => item.ephemeralBlockDevices).map(d => d),
    ]).apply(([values, secret, values2]) => values.flatMap<{fromPort: number, ipv6CidrBlocks?: string[], protocol: string, toPort: number}>((d, key) => secret ? [secret ? {
        fromPort: 1,
        toPort: 2,
        protocol: "tcp",
        ipv6CidrBlocks: pclIndex(values2, key).map(item => item.virtualName),
    } : {
        fromPort: 3,
        toPort: 4,
        protocol: "udp",
    }] : [])),
});

// The key and the value, with an index, an attribute and length read of it.
const namesValue = pulumi.all([
    amis.map(item => item.ephemeralBlockDevices),
    amis.map(item => item.ephemeralBlockDevices).map(d => d),
    pulumi.secret(flag),
]).apply(([values, values2, secret]) => values.flatMap((d, i) => secret ? [`${pclNumberText(i)}:${pclNumberText(pclIndex(values2, i).length)}:${pclIndex(values2, i).length > 0 ? pclIndex(pclIndex(values2, i), 0).deviceName : "none"}`] : []));

// A map loop over the same.
const byNameValue = pulumi.all([
    amis.map(item => item.ephemeralBlockDevices),
    amis.map(item => item.ephemeralBlockDevices).map(d => d),
    pulumi.secret(!flag),
]).apply(([values, values2, secret]) => Object.fromEntries(values.flatMap((d, i) => !secret ? [[`k${pclNumberText(i)}`, pclIndex(values2, i).map(e => e.virtualName)]] : [])));

// A loop hoisted from inside the body over the same collection, which binds
// the variable again.
const countsValue = pulumi.all([
    amis.map(item => item.ebsBlockDevices),
    amis.map(item => item.ebsBlockDevices).map(x => x),
    pulumi.secret(flag),
]).apply(([values, values2, secret]) => values.flatMap((d, i) => secret ? [values2.length + i] : []));
export const egressCount = sg.egress.apply(egress => egress.length);
export const names = namesValue;
export const byName = byNameValue;
export const counts = countsValue;

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
