import * as pulumi from "@pulumi/pulumi";
import * as aws from "@pulumi/aws";

export = async () => {
    const config = new pulumi.Config();

    // A single web server: a security group that admits HTTP, the newest Amazon
    // Linux image, and an instance that serves a page from its user data.

    // The EC2 instance type of the web server.
    const instanceType = config.get("instanceType") ?? "t3.micro";
    const port = pclWhole("port", config.getNumber("port"), "int") ?? 80;
    const webGroup = new aws.ec2.SecurityGroup("webGroup", {
        description: "Admit HTTP from anywhere",
        ingress: [
            {
                protocol: "tcp",
                fromPort: port,
                toPort: port,
                cidrBlocks: ["0.0.0.0/0"],
            },
        ],
    });

    // The newest Amazon Linux 2 image published by Amazon.
    const image = await aws.ec2.getAmi({
        owners: ["amazon"],
        mostRecent: true,
        filters: [
            {
                name: "name",
                values: ["amzn2-ami-hvm-*-x86_64-gp2"],
            },
        ],
    });
    const server = new aws.ec2.Instance("server", {
        ami: image.id,
        instanceType: instanceType,
        securityGroups: [webGroup.name],
        userData: `#!/bin/bash\necho "Hello from pclgen on port ${pclNumberText(port)}" > index.html\nnohup python3 -m http.server ${pclNumberText(port)} &\n`,
        tags: {
            Name: "web-server",
        },
    });
    return {
        url: pulumi.interpolate`http://${server.publicDns}:${pclNumberText(port)}`,
        publicIp: server.publicIp,
    };
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
