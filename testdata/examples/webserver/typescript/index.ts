import * as pulumi from "@pulumi/pulumi";
import * as aws from "@pulumi/aws";

export = async () => {
    const config = new pulumi.Config();

    // A single web server: a security group that admits HTTP, the newest Amazon
    // Linux image, and an instance that serves a page from its user data.

    // The EC2 instance type of the web server.
    const instanceType = config.get("instanceType") ?? "t3.micro";
    const port = config.getNumber("port") ?? 80;
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
        userData: `#!/bin/bash\necho "Hello from pclgen on port ${port}" > index.html\nnohup python3 -m http.server ${port} &\n`,
        tags: {
            Name: "web-server",
        },
    });
    return {
        url: pulumi.interpolate`http://${server.publicDns}:${port}`,
        publicIp: server.publicIp,
    };
}
