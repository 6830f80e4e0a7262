import * as pulumi from "@pulumi/pulumi";
import * as aws from "@pulumi/aws";
import * as random from "@pulumi/random";
import { Comp } from "./comp";

// A component's inputs given values that hold outputs inside them, as a
// resource's inputs may be: a map of tags one of which is a resource's id
// (what converters make of a Terraform module's arguments), a list, an
// object, a list of objects, an object holding an object of a schema's
// type, and an input with a default. The binder took only an output of the
// whole value; the component reads each as an output of the plain value.
const pet = new random.RandomPet("pet", {
    length: 2,
});
const image = new aws.ec2.Ami("image", {
    name: "image",
    ephemeralBlockDevices: [
        {
            deviceName: "/dev/sdb",
            virtualName: "ephemeral0",
        },
    ],
});
const comp = new Comp("comp", {
    tags: {
        Name: pet.id,
        Env: "dev",
    },
    names: [pet.id, "x", image.name],
    settings: {
        label: pet.id,
        size: 3,
    },
    rules: [1, 2].map(i => ({
        port: i * 80,
        name: pulumi.interpolate`${pet.id}-${pclNumberText(i)}`,
    })),
    device: pulumi.output({
        spec: image.ephemeralBlockDevices.apply(ephemeralBlockDevices => pclIndex(ephemeralBlockDevices, 0)),
        owner: pet.id,
    }).apply(value => pclObject(value, {owner: null, spec: {deviceName: null, virtualName: null}})),
    nested: {
        first: [pet.id],
    },
    prefix: pet.id,
});
export const summary = comp.summary;
export const ruleNames = comp.ruleNames;

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
