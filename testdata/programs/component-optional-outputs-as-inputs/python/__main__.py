from typing import Any, cast

import pulumi
import pulumi_aws as aws

from comp import Comp

# Fuzz seed 10580: a component's output that is a resource's property which
# may be unset (Output[Mapping[str, str] | None] to pyright) given to an
# input that takes no None inside an output.
echo = Comp("echo", {})
server = aws.ec2.Instance("server", ami="ami-123", tags=cast(Any, echo.delta))
pulumi.export("tags", server.tags)
