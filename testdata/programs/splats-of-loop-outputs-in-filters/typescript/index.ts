import * as pulumi from "@pulumi/pulumi";
import * as aws from "@pulumi/aws";

// Loops over ranged resources whose filter, key or value reads a splat of
// an output of the loop's variable: each is gathered over the collection,
// as a plain read of the output is, and resolved by one apply.
const listed: aws.ec2.Ami[] = [];
for (let index = 0; index < 2; index++) {
    listed.push(new aws.ec2.Ami(`listed-${index}`, {
        ephemeralBlockDevices: [
            {
                deviceName: "sda",
                virtualName: "ephemeral0",
            },
        ],
    }));
}
const mapped: Record<string, aws.ec2.Ami> = {};
for (const key of Object.keys({
    a: 1,
    b: 2,
})) {
    mapped[key] = new aws.ec2.Ami(`mapped-${key}`, {
        ephemeralBlockDevices: [
            {
                deviceName: "sdb",
                virtualName: "ephemeral1",
            },
        ],
    });
}
const filteredValue = pulumi.output(listed.map(r => r.ephemeralBlockDevices)).apply(values => listed.flatMap((r, i) => pclIndex(values, i).map(item => item.deviceName).length !== 7 ? [i] : []));
const keyedValue = pulumi.output(Object.fromEntries(Object.entries(mapped).map(([k, r]) => [k, r.ephemeralBlockDevices]))).apply(values => Object.fromEntries(Object.entries(mapped).filter(([k, r]) => pclIndex(values, k).map(item => item.deviceName).length > 0).map(([k, r]) => [k, 1 as number])));
const namedValue = pulumi.output(Object.fromEntries(Object.entries(mapped).map(([k, r]) => [k, r.ephemeralBlockDevices]))).apply(values => pclFromEntries(Object.entries(mapped).map(([k, r]) => [`${k}-${pclIndex(values, k).map(item => item.virtualName).join("-")}`, k])));
const countedValue = listed.map(r => r.ephemeralBlockDevices.apply(ephemeralBlockDevices => ephemeralBlockDevices.map(item => item.deviceName).length));
export const filtered = filteredValue;
export const keyed = keyedValue;
export const named = namedValue;
export const counted = countedValue;

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
