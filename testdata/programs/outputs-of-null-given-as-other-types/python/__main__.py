import pulumi
import pulumi_aws as aws

config = pulumi.Config()

# An output read as null, from an object a conditional unifies with
# another, given where a value of another type is taken: in a branch's
# object given as a schema object, in a branch's list, and through a local
# holding the choice, each chosen and not.
pick = config.get_bool("pick", default=True)
settings = pulumi.Output.secret({"nothing": None, "name": "x"})
chosen = {"volumeSize": 3} if pick else {"encrypted": settings["nothing"]}
unchosen = {"volumeSize": 3} if not pick else {"encrypted": settings["nothing"]}
in_branch = aws.ec2.Instance(
    "inBranch",
    instance_type="t2.micro",
    root_block_device=(
        {"volume_size": 3} if not pick else {"encrypted": settings["nothing"]}
    ),
)
in_other_branch = aws.ec2.Instance(
    "inOtherBranch",
    instance_type="t2.micro",
    root_block_device=(
        {"volume_size": 3} if pick else {"encrypted": settings["nothing"]}
    ),
)
from_chosen = aws.ec2.Instance(
    "fromChosen", instance_type="t2.micro", root_block_device=chosen
)
from_unchosen = aws.ec2.Instance(
    "fromUnchosen", instance_type="t2.micro", root_block_device=unchosen
)
pulumi.export("chosen", chosen)
pulumi.export("unchosen", unchosen)

# The same null, no longer secret.
revealed = pulumi.Output.unsecret(settings)
revealed_in_branch = aws.ec2.Instance(
    "revealedInBranch",
    instance_type="t2.micro",
    root_block_device=(
        {"volume_size": 3} if not pick else {"encrypted": revealed["nothing"]}
    ),
)

# Secret nulls made so, in a branch's object and in a map.
secret_null_in_branch = aws.ec2.Instance(
    "secretNullInBranch",
    instance_type="t2.micro",
    root_block_device=(
        {"volume_size": 3} if not pick else {"encrypted": pulumi.Output.secret(None)}
    ),
)
pulumi.export(
    "secretNulls", {"nothing": pulumi.Output.secret(None), "read": settings["nothing"]}
)
