import * as pulumi from "@pulumi/pulumi";
import * as aws from "@pulumi/aws";
import * as random from "@pulumi/random";
import { Pair } from "./pair";

// Collections whose type says nothing of their elements, computed from
// outputs: a conditional of empty lists given where a list of objects is
// expected (and a conditional of empty objects where a map of strings is),
// and a component's tuple output held in a local tuple.
const pet = new random.RandomPet("pet", {
    length: 2,
});
const group = new aws.ec2.SecurityGroup("group", {
    ingress: pet.length.apply((length): any[] => length > 3 ? [] : []),
    tags: pet.length.apply((length): Record<string, any> => length > 3 ? {} : {}),
});
const ami = aws.ec2.getAmiOutput({
    filters: pet.length.apply((length): any[] => length > 3 ? [] : []),
    owners: ["self"],
});
const pair = new Pair("pair");
const heldValue: [pulumi.Output<number[]>, number[], pulumi.Output<number[]>] = [pair.numbers, [1.5], pulumi.secret([pet.length])];
export const ingress = group.ingress.apply(value => pclObject(value, ["list", {cidrBlocks: null, description: null, fromPort: null, ipv6CidrBlocks: null, prefixListIds: null, protocol: null, securityGroups: null, self: null, toPort: null}]));
export const held = heldValue;
export const amiId = ami.id;

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
