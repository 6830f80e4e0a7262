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
export const json = pulumi.jsonStringify({
    arn: server.arn,
    port: port,
});
export const publicIp = server.publicIp;
export const lengthOfName = group.name.apply(name => [...new Intl.Segmenter().segment(name)].length * 2);
export const firstZone = resourceNames[0];
export const names = resourceNames;
