import pulumi
import pulumi_aws as aws

config = pulumi.Config()

# Choices of object constructors of different keys, one holding an
# invoke's result (a promise), chosen beside an output: the inner choice is
# made an output of the objects' inputs, given as a map input, exported
# and kept in a local, chosen and not.
flag = config.get_bool("flag", default=False)
other = config.get_bool("other", default=True)
key = aws.ec2.get_ami(owners=["self"])
chosen = aws.ec2.SecurityGroup(
    "chosen",
    tags=(
        pulumi.Output.from_input(
            {"Key": key.id} if other else {"Key": "back", "beta": "b"}
        )
        if not flag
        else pulumi.Output.secret({"a": "x"})
    ),
)
unchosen = aws.ec2.SecurityGroup(
    "unchosen",
    tags=(
        pulumi.Output.from_input(
            {"Key": key.id} if not other else {"Key": "back", "beta": "b"}
        )
        if flag
        else pulumi.Output.secret({"a": "x"})
    ),
)
labels = (
    pulumi.Output.from_input(
        {"Key": key.architecture} if other else {"Key": "k", "extra": "e"}
    )
    if not flag
    else pulumi.Output.secret({"a": "y"})
)
pulumi.export("labels", labels)
