import pulumi
import pulumi_aws as aws

config = pulumi.Config()

# A single web server: a security group that admits HTTP, the newest Amazon
# Linux image, and an instance that serves a page from its user data.

# The EC2 instance type of the web server.
instance_type = config.get("instanceType", default="t3.micro")
port = config.get_int("port", default=80)
web_group = aws.ec2.SecurityGroup(
    "webGroup",
    description="Admit HTTP from anywhere",
    ingress=[
        {
            "protocol": "tcp",
            "from_port": port,
            "to_port": port,
            "cidr_blocks": ["0.0.0.0/0"],
        }
    ],
)

# The newest Amazon Linux 2 image published by Amazon.
image = aws.ec2.get_ami(
    owners=["amazon"],
    most_recent=True,
    filters=[{"name": "name", "values": ["amzn2-ami-hvm-*-x86_64-gp2"]}],
)
server = aws.ec2.Instance(
    "server",
    ami=image.id,
    instance_type=instance_type,
    security_groups=[web_group.name],
    user_data=f'#!/bin/bash\necho "Hello from pclgen on port {port}" > index.html\nnohup python3 -m http.server {port} &\n',
    tags={"Name": "web-server"},
)
pulumi.export("url", pulumi.Output.concat("http://", server.public_dns, ":", str(port)))
pulumi.export("publicIp", server.public_ip)
