from typing import Any, cast

import pulumi
import pulumi_aws as aws

from tagging import Tagging

# A component's output that may be null and is computed from outputs (a
# choice of a resource's optional map and a map of its id) is typed as an
# output holding outputs, but its value holds none: given where an optional
# input is taken, it is asserted present as a plain optional output is
# (TypeScript's SDK types take no output of undefined there).
tagging = Tagging("tagging", {})
tagged = aws.s3.Bucket("tagged", tags=cast(Any, tagging.tags))
server = aws.ec2.Instance(
    "server",
    ami="ami-0123",
    instance_type="t3.micro",
    security_groups=tagging.groups,
    tags=cast(Any, tagging.keepers),
)
pulumi.export("bucketTags", tagged.tags)
pulumi.export("groups", server.security_groups)
