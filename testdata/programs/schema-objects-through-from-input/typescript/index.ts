import * as pulumi from "@pulumi/pulumi";
import * as aws from "@pulumi/aws";

// Collections that hold the schema object outputs of resources, resolved
// whole: Python's pulumi.Output.from_input rebuilds the objects they hold
// as plain dicts, whose properties are read as keys.
const group = new aws.ec2.SecurityGroup("group", {
    ingress: [
        {
            fromPort: 80,
            toPort: 81,
            protocol: "tcp",
        },
        {
            fromPort: 443,
            toPort: 444,
            protocol: "tcp",
        },
    ],
});
const rules = [
    group.ingress.apply(ingress => pclIndex(ingress, 0)),
    group.ingress.apply(ingress => pclIndex(ingress, 1)),
];
const byNameValue = {
    first: group.ingress.apply(ingress => pclIndex(ingress, 0)),
    port: 22,
};
export const ports = rules.map(r => r.fromPort);
export const second = pulumi.output(rules).apply(rules2 => rules2[1].toPort);
export const described = pulumi.interpolate`${pulumi.output(rules).apply(rules2 => rules2[0].protocol)}-${group.name}`;
export const byName = [byNameValue.first.fromPort, byNameValue.port];

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
