import * as pulumi from "@pulumi/pulumi";
import * as aws from "@pulumi/aws";

// Lists and maps of lists of objects of a schema's types (the splat of a
// ranged resource's list of objects), which the Go SDK has no typed
// collections of (no SecurityGroupIngressArrayArray): looped over, read in
// applies of one and of many outputs, filtered, secret, chosen by a
// condition, written by toJSON and exported whole (fuzz seed 9684: Go
// refused them as inputs).
const group: aws.ec2.SecurityGroup[] = [];
for (let index = 0; index < 2; index++) {
    group.push(new aws.ec2.SecurityGroup(`group-${index}`, {
        description: `g${pclNumberText(index)}`,
        ingress: Array.from({length: index + 1}, (_, i) => i).map(p => ({
            cidrBlocks: [`10.0.0.${pclNumberText(p)}/32`],
            fromPort: p,
            protocol: "tcp",
            toPort: p + 10,
        })),
    }));
}
const rules = group.map(item => item.ingress);
const byName = Object.fromEntries(group.map((g, i) => [`g${pclNumberText(i)}`, g.ingress]));
export const keys = Object.fromEntries(group.map(item => item.ingress).map((rs, i) => [`k${pclNumberText(i)}`, pclIndex(group, 0).id]));
export const counts = group.map(item => item.ingress).map(rs => rs.apply(rs2 => rs2.length));
export const ports = rules.map(rs => rs.apply(rs2 => rs2.map(r => r.fromPort)));
export const portsWithId = rules.map(rs => pulumi.interpolate`${pclIndex(group, 0).id}:${rs.apply(rs2 => rs2.length).apply(pclNumberText)}`);
export const mapPorts = Object.fromEntries(Object.entries(byName).map(([k, rs]) => [k, rs.apply(rs2 => rs2.map(r => r.toPort))]));
export const whole = pulumi.output(rules).apply(value => pclObject(value, ["list", ["list", {cidrBlocks: null, description: null, fromPort: null, ipv6CidrBlocks: null, prefixListIds: null, protocol: null, securityGroups: null, self: null, toPort: null}]]));
export const wholeMap = pulumi.output(byName).apply(value => pclObject(value, ["map", ["list", {cidrBlocks: null, description: null, fromPort: null, ipv6CidrBlocks: null, prefixListIds: null, protocol: null, securityGroups: null, self: null, toPort: null}]]));
export const encoded = pulumi.output(rules).apply(value => pclObject(value, ["list", ["list", {cidrBlocks: null, description: null, fromPort: null, ipv6CidrBlocks: null, prefixListIds: null, protocol: null, securityGroups: null, self: null, toPort: null}]])).apply(pclToJSON);
export const firstGroup = pulumi.output(rules).apply(rules2 => pclElement(rules2, 0)).apply(value => pclObject(value, ["list", {cidrBlocks: null, description: null, fromPort: null, ipv6CidrBlocks: null, prefixListIds: null, protocol: null, securityGroups: null, self: null, toPort: null}]));
export const secretCount = pulumi.secret(rules).apply(secret => secret.length);
export const filtered = pulumi.all([rules, rules.map(rs => rs)]).apply(([rules2, values]) => rules2.flatMap((rs, i) => pclIndex(values, i).length > 1 ? [i] : []));
const chosen = pulumi.all([pclIndex(group, 0).id, rules]).apply(([id, rules2]): {cidrBlocks?: string[], description?: string, fromPort: number, ipv6CidrBlocks?: string[], prefixListIds?: string[], protocol: string, securityGroups?: string[], self?: boolean, toPort: number}[][] => id !== "" ? rules2 : []);
export const chosenPorts = chosen.apply(chosen2 => chosen2.map(rs => rs.map(r => r.fromPort)));
export const chosenWhole = chosen.apply(value => pclObject(value, ["list", ["list", {cidrBlocks: null, description: null, fromPort: null, ipv6CidrBlocks: null, prefixListIds: null, protocol: null, securityGroups: null, self: null, toPort: null}]]));
export const mapWithId = Object.fromEntries(Object.entries(byName).map(([k, rs]) => [k, pulumi.interpolate`${pclIndex(group, 0).id}${rs.apply(rs2 => rs2.length).apply(pclNumberText)}`]));
export const secretRules = pulumi.secret(rules).apply(value => pclObject(value, ["list", ["list", {cidrBlocks: null, description: null, fromPort: null, ipv6CidrBlocks: null, prefixListIds: null, protocol: null, securityGroups: null, self: null, toPort: null}]]));

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
