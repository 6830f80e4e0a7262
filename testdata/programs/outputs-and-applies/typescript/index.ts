import * as pulumi from "@pulumi/pulumi";
import * as aws from "@pulumi/aws";

const config = new pulumi.Config();
const port = pclWhole("port", config.getNumber("port"), "int") ?? 8080;
const zones = config.getObject<string[]>("zones") ?? ["a", "b"];
const labels = config.getObject<Record<string, string>>("labels") ?? {
    team: "infra",
};
const image = config.get("image") ?? "ami-0123456789";
const base = new aws.ec2.SecurityGroup("base", {
    description: "base",
});
const group = new aws.ec2.SecurityGroup("group", {
    // A template over an output with a literal percent sign.
    description: pulumi.interpolate`100% open for ${base.name}`,
    ingress: zones.map(z => ({
        protocol: "tcp",
        fromPort: port,
        toPort: port + 1,
        cidrBlocks: ["10.0.0.0/16"],
        description: z,
    })),
    tags: labels,
}, {
    protect: false,
    deleteBeforeReplace: true,
    ignoreChanges: ["tags"],
});
const upperName = pulumi.interpolate`${group.name}-${group.arn}`;
const server = new aws.ec2.Instance("server", {
    ami: image,
    instanceType: "t3.micro",
    securityGroups: [group.name],
    vpcSecurityGroupIds: [group.id],
    tags: {
        Name: upperName,
        Zone: pclIndex(zones, 0),
    },
});
const perZone: aws.ec2.SecurityGroup[] = [];
for (const [index, value] of zones.entries()) {
    perZone.push(new aws.ec2.SecurityGroup(`perZone-${index}`, {
        name: `zone-${pclNumberText(index)}-${value}`,
    }));
}
const perLabel: Record<string, aws.ec2.SecurityGroup> = {};
for (const [key, value] of Object.entries(labels)) {
    perLabel[key] = new aws.ec2.SecurityGroup(`perLabel-${key}`, {
        description: value,
    });
}
const maybe = (port > 80) ? new aws.ec2.SecurityGroup("maybe") : undefined;
const resourceNames = perZone.map(item => item.name);
export const secretArn = pulumi.secret(server.arn);
export const json = pulumi.output({
    arn: server.arn,
    port: port,
}).apply(pclToJSON);
export const publicIp = server.publicIp;
export const lengthOfName = group.name.apply(name => [...new Intl.Segmenter().segment(name)].length * 2);
export const firstZone = pclIndex(resourceNames, 0);
export const names = resourceNames;

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

// pclWhole checks that the config variable name's value of a type holding
// ints has whole numbers where the type has ints: shape is "int", ["list",
// shape], ["map", shape] or an object of the properties' shapes.
function pclWhole<T>(name: string, value: T, shape: unknown): T {
    const check = (v: unknown, s: unknown): void => {
        if (v === null || v === undefined) {
            return;
        }
        if (s === "int") {
            if (typeof v === "number" && !Number.isInteger(v)) {
                throw new Error(`Configuration variable '${name}' must be an integer, not ${v}`);
            }
        } else if (Array.isArray(s)) {
            const values = s[0] === "list" ? (Array.isArray(v) ? v : []) : Object.values(v as object);
            values.forEach(e => check(e, s[1]));
        } else if (typeof s === "object" && s !== null && typeof v === "object") {
            for (const [k, ps] of Object.entries(s)) {
                check((v as Record<string, unknown>)[k], ps);
            }
        }
    };
    check(value, shape);
    return value;
}
