import pulumi
import pulumi_aws as aws

config = pulumi.Config()

# A property with a schema default takes the value the program gives, also
# an empty string: the Go SDK replaces a zero input by the default, so Go
# gives such a value as an output. A null leaves the default.
note = config.get("note", default="")
empty = aws.ec2.SecurityGroup("empty", description="")
from_config = aws.ec2.SecurityGroup("fromConfig", description=note)
named = aws.ec2.SecurityGroup("named", description="web")
unset = aws.ec2.SecurityGroup("unset", description=None)
