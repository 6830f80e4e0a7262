import pulumi
import pulumi_aws as aws
import pulumi_random as random


def _single_or_none(values):
    if len(values) > 1:
        raise ValueError("singleOrNone: the list has more than one element")
    return values[0] if values else None


config = pulumi.Config()

# Constant picks from tuples that hold outputs are plain values: an invoke
# given them is a plain invoke, and element's index wraps around the tuple.
nickname = config.get("nickname")
pet = random.RandomPet("pet", prefix="p")
ami = aws.ec2.get_ami(owners=["self"], name_regex="^web-", most_recent=True)
named = random.RandomPet(
    "named",
    # A list of a value that may be null and of strings has one element only
    # when the value is null and the filter drops it.
    prefix=_single_or_none([n for n in [nickname, "fallback"] if n is not None]),
    separator="-",
)
pulumi.export("amiOwners", ami.owners)
pulumi.export("firstOf", _single_or_none([nickname]))
