import * as pulumi from "@pulumi/pulumi";
import * as aws from "@pulumi/aws";

const config = new pulumi.Config();

// Lists of objects of different keys, converted element by element to a
// schema's object type (a number port to an int): the keys some objects
// lack are null where they are absent.
const open = config.getBoolean("open") ?? false;
const port = config.getNumber("port") ?? 443;
const rules: [{fromPort: number, protocol: string, self: boolean, toPort: number}, {description: string, fromPort: number, protocol: string, toPort: number}] = [
    {
        fromPort: port,
        protocol: "tcp",
        self: open,
        toPort: port,
    },
    {
        fromPort: 80,
        protocol: "udp",
        toPort: 80,
        description: "web",
    },
];
const secured = new aws.ec2.SecurityGroup("secured", {
    egress: pulumi.secret<[{fromPort: number, protocol: string, self: boolean, toPort: number}, {fromPort: number, protocol: string, toPort: number}]>([
        {
            fromPort: port,
            protocol: "tcp",
            self: open,
            toPort: 1,
        },
        {
            fromPort: 1,
            protocol: "udp",
            toPort: 2,
        },
    ]).apply(secret => secret.map(item => ({
        fromPort: pclInt(item.fromPort),
        protocol: item.protocol,
        self: (item as Record<string, any>)["self"] ?? undefined,
        toPort: item.toPort,
    }))),
    ingress: pulumi.unsecret(pulumi.secret(rules)).apply(secret => secret.map(item => ({
        description: (item as Record<string, any>)["description"] ?? undefined,
        fromPort: pclInt(item.fromPort),
        protocol: item.protocol,
        self: (item as Record<string, any>)["self"] ?? undefined,
        toPort: pclInt(item.toPort),
    }))),
});
const local = new aws.ec2.SecurityGroup("local", {
    ingress: [
        {
            fromPort: pclInt(rules[0].fromPort),
            protocol: rules[0].protocol,
            self: rules[0].self,
            toPort: pclInt(rules[0].toPort),
        },
        rules[1],
    ],
});

// pclInt gives a number to an int as PCL does: only a whole number.
function pclInt(value: number): number {
    if (!Number.isInteger(value)) {
        throw new Error(`a whole number is required, not ${value}`);
    }
    return value;
}
