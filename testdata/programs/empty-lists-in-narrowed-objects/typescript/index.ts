import * as pulumi from "@pulumi/pulumi";
import * as aws from "@pulumi/aws";

const config = new pulumi.Config();
const items = config.getObject<any[]>("items") ?? ["web", "db"];
const group: aws.ec2.SecurityGroup[] = [];
for (const [index, value] of items.entries()) {
    group.push(new aws.ec2.SecurityGroup(`group-${index}`, {
        ingress: pulumi.unsecret(pulumi.secret<[{cidrBlocks: any[], fromPort: number, ipv6CidrBlocks: any[], protocol: string, self: boolean, toPort: number}, {description: any, fromPort: number, ipv6CidrBlocks: any[], protocol: any, self: boolean, toPort: number}, {cidrBlocks: any[], fromPort: number, prefixListIds: any[], protocol: string, securityGroups: any[], toPort: number}]>([
            {
                cidrBlocks: [],
                fromPort: 16,
                ipv6CidrBlocks: [],
                protocol: "tcp",
                self: false,
                toPort: 4,
            },
            {
                description: value,
                fromPort: 9,
                ipv6CidrBlocks: [],
                protocol: value,
                self: true,
                toPort: index,
            },
            {
                cidrBlocks: [],
                fromPort: index,
                prefixListIds: [],
                protocol: "",
                securityGroups: [],
                toPort: index,
            },
        ])) as pulumi.Output<({cidrBlocks: any[], fromPort: number, ipv6CidrBlocks: any[], protocol: string, self: boolean, toPort: number} | {description: any, fromPort: number, ipv6CidrBlocks: any[], protocol: any, self: boolean, toPort: number} | {cidrBlocks: any[], fromPort: number, prefixListIds: any[], protocol: string, securityGroups: any[], toPort: number})[]>,
    }));
}
