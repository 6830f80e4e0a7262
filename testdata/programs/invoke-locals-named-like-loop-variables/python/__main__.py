import pulumi
import pulumi_aws as aws
import pulumi_simple as simple

config = pulumi.Config()

# Locals holding invokes that PCL makes plain and Go in their output form
# (their arguments read a secret config variable, which Go holds as an
# output), named as the loop variables a backend invents (value, index,
# key), read inside resources ranged over a list, a map and a number, whose
# loops have such variables.
owner = config.get_secret("owner", default="self")
value = aws.ec2.get_ami_output(owners=pulumi.Output.all(owner))
index = aws.ec2.get_ami_output(owners=pulumi.Output.all("self", owner))
key = pulumi.runtime.invoke_output(
    "simple:index:getSecret", {"name": owner}, typ=simple.GetSecretResult
)
by_list = []
for index_, value_ in enumerate(["a", "b"]):
    by_list.append(
        aws.ec2.Instance(
            f"byList-{index_}",
            ami=value.id,
            instance_type=pulumi.Output.concat(
                value_, "-", index.name, "-", str(index_)
            ),
        )
    )
by_map = {}
for key_, value_ in {"x": "one", "y": "two"}.items():
    by_map[key_] = aws.ec2.Instance(
        f"byMap-{key_}",
        ami=key.name,
        instance_type=pulumi.Output.concat(key_, "=", value_, "/", value.name),
    )
by_count = []
for index_ in range(2):
    by_count.append(
        aws.ec2.Instance(
            f"byCount-{index_}",
            ami=index.id,
            instance_type=pulumi.Output.concat("t", str(index_), ".", key.value),
        )
    )
