from typing import cast

import pulumi
import pulumi_aws as aws

config = pulumi.Config()

# lookup of a map that holds a plain invoke's results (promises) with a
# default that is an output (a secret config, a secret range's key): the
# value is an output, not a promise, whichever the map or the default gives.

token = config.get_secret("token", default="t")
key = config.get("key", default="missing")
ami = aws.ec2.get_ami(most_recent=True)
server = aws.ec2.Instance(
    "server",
    ami=token.apply(
        lambda token: cast(str, {"k1": ami.image_id}.get(key, f"pre {token}"))
    ),
    instance_type=token.apply(
        lambda token: cast(str, {"k1": ami.image_id, "k2": ami.name}.get(key, token))
    ),
    key_name={"k1": ami.image_id}.get(key, "plain"),
)
ranged = pulumi.Output.unsecret(pulumi.Output.secret(["a"])).apply(
    lambda resolved: [
        aws.ec2.Instance(
            f"ranged-{index}",
            ami=pulumi.Output.secret(index).apply(
                lambda secret: cast(str, {"k1": ami.image_id}.get(key, f"pre {secret}"))
            ),
        )
        for index, value in enumerate(resolved)
    ]
)
chosen = token.apply(lambda token: cast(str, {"k1": ami.image_id}.get(key, token)))
pulumi.export("chosen", chosen)
pulumi.export(
    "found", token.apply(lambda token: cast(str, {"k1": ami.image_id}.get("k1", token)))
)
