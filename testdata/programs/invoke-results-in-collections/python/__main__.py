import pulumi
import pulumi_aws as aws


def _from_entries(pairs):
    # A for expression's object of the pairs it made: PCL refuses two of
    # one key.
    result = {}
    for key, value in pairs:
        if key in result:
            raise ValueError(
                f"Duplicate object key: two elements produce the key {key!r}"
            )
        result[key] = value
    return result


config = pulumi.Config()

# Plain invoke results held whole: as the elements of a list built by a
# for expression and of a tuple, as a conditional's branches, as the
# values of a map built by a for expression. Each is the
# result struct, which the Go SDK returns through a pointer.
prefer_first = config.get_bool("preferFirst", default=True)
ami = aws.ec2.get_ami(owners=["self"])
amis = [aws.ec2.get_ami(owners=[o]) for o in ["a", "b"]]
pair = [aws.ec2.get_ami(owners=["x"]), ami]
chosen = aws.ec2.get_ami(owners=["y"]) if prefer_first else ami
by_owner = _from_entries(
    [(o, aws.ec2.get_ami(owners=[o], most_recent=True)) for o in ["c", "d"]]
)
server = aws.ec2.Instance(
    "server",
    ami=chosen.image_id,
    instance_type="t3.micro",
    tags={o: a.name for o, a in by_owner.items()},
)
pulumi.export("ids", [a.image_id for a in amis])
pulumi.export(
    "names", [pair[0].name, pair[1].name, chosen.name, by_owner["d"].architecture]
)
pulumi.export("owners", [a.owners for a in pair])
pulumi.export("count", len(amis) + len(by_owner))
