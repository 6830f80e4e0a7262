# A single web server: a security group that admits HTTP, the newest Amazon
# Linux image, and an instance that serves a page from its user data.

config instanceType "string" {
  description = "The EC2 instance type of the web server."
  default     = "t3.micro"
}

config port "int" {
  default = 80
}

resource webGroup "aws:ec2/securityGroup:SecurityGroup" {
  description = "Admit HTTP from anywhere"
  ingress = [{
    protocol   = "tcp"
    fromPort   = port
    toPort     = port
    cidrBlocks = ["0.0.0.0/0"]
  }]
}

# The newest Amazon Linux 2 image published by Amazon.
image = invoke("aws:ec2/getAmi:getAmi", {
  owners     = ["amazon"]
  mostRecent = true
  filters = [{
    name   = "name"
    values = ["amzn2-ami-hvm-*-x86_64-gp2"]
  }]
})

resource server "aws:ec2/instance:Instance" {
  ami            = image.id
  instanceType   = instanceType
  securityGroups = [webGroup.name]
  userData       = <<-EOT
    #!/bin/bash
    echo "Hello from pclgen on port ${port}" > index.html
    nohup python3 -m http.server ${port} &
  EOT
  tags = {
    Name = "web-server"
  }
}

output url {
  value = "http://${server.publicDns}:${port}"
}

output publicIp {
  value = server.publicIp
}
