import * as pulumi from "@pulumi/pulumi";
import * as aws from "@pulumi/aws";

const config = new pulumi.Config();
const port = config.getNumber("port") ?? 8080;
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
        Zone: zones[0],
    },
});
const perZone: aws.ec2.SecurityGroup[] = [];
for (const [index, value] of zones.entries()) {
    perZone.push(new aws.ec2.SecurityGroup(`perZone-${index}`, {
        name: `zone-${index}-${value}`,
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
export const firstZone = resourceNames[0];
export const names = resourceNames;

// pclNumberText prints a number as PCL does: in plain digits, never with an
// exponent.
function pclNumberText(value: number): string {
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
