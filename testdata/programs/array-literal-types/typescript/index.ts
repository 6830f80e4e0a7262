import * as pulumi from "@pulumi/pulumi";
import * as aws from "@pulumi/aws";

const config = new pulumi.Config();

// Values built from array literals that TypeScript types as arrays (a
// property of an object local is a string[], an empty one a never[])
// flow where PCL's type is a tuple: conditionals of objects, secrets,
// component-free locals (fuzz seed 10063).
const on = config.getBoolean("on") ?? true;
const settings = {
    none: [],
    names: ["a", "b", "c"],
    nested: [["x"], ["y"]],
};
const group = new aws.ec2.SecurityGroup("group", {
    ingress: [
        pulumi.secret<{cidrBlocks?: string[], fromPort: number, protocol: string, toPort: number}>(on ? {
            fromPort: 80,
            toPort: 80,
            protocol: "tcp",
            cidrBlocks: settings.names,
        } : {
            fromPort: 0,
            toPort: 0,
            protocol: "-1",
            cidrBlocks: undefined,
        }),
    ],
    egress: [
        pulumi.secret<{fromPort: number, protocol: string, securityGroups?: any[], toPort: number}>(on ? {
            fromPort: 0,
            toPort: 0,
            protocol: "-1",
            securityGroups: settings.none,
        } : {
            fromPort: 1,
            toPort: 1,
            protocol: "udp",
            securityGroups: undefined,
        }),
    ],
});
const chosenValue: {lists: string[][], names: string[]} = on ? {
    lists: settings.nested,
    names: settings.names,
} : {
    lists: [["z"]],
    names: ["d", "e", "f"],
};
export const rules = pulumi.output([group.ingress, group.egress]).apply(value => pclObject(value, ["list", ["list", {cidrBlocks: null, description: null, fromPort: null, ipv6CidrBlocks: null, prefixListIds: null, protocol: null, securityGroups: null, self: null, toPort: null}]]));
export const chosen = chosenValue;
export const secretNames = pulumi.secret<{n: string[]}>(on ? {
    n: settings.names,
} : {
    n: ["p", "q", "r"],
});

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
