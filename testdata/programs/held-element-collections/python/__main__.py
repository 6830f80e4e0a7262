import pulumi
import pulumi_aws as aws
import pulumi_random as random


def _element(items, index):
    # PCL's element wraps around the end of the list; its index is a
    # whole number, not negative.
    if index < 0 or index != int(index):
        raise IndexError(f"element: {index} is not an index")
    return items[int(index) % len(items)]


def _single_or_none(values):
    if len(values) > 1:
        raise ValueError("singleOrNone: the list has more than one element")
    return values[0] if values else None


config = pulumi.Config()

# Fuzz seed 10300: the elements element, lookup and singleOrNone pick from a
# collection whose elements hold outputs without being outputs ([pet[*].id,
# ["q"]]), at an index or key only known when the program runs, given as
# inputs, locals and stack outputs.
count = config.get_int("count", default=2)
pet = []
for index in range(count):
    pet.append(random.RandomPet(f"pet-{index}"))
picked = _element([[item.id for item in pet], ["q"]], count - 1)
group = aws.ec2.SecurityGroup(
    "group",
    ingress=[
        {
            "from_port": 80,
            "to_port": 80,
            "protocol": "tcp",
            "cidr_blocks": _element([[item.id for item in pet]], count + 1),
            "ipv6_cidr_blocks": _single_or_none(
                [[item.id for item in pet] for _, x in sorted({}.items())]
            ),
            "prefix_list_ids": _single_or_none([[item.id for item in pet]]),
            "security_groups": {"a": [item.id for item in pet], "b": [pet[0].id]}.get(
                "b" if count > 1 else "a", ["d"]
            ),
        }
    ],
)
pulumi.export("picked", picked)
pulumi.export("onlyMap", _single_or_none([{"a": pet[0].id, "b": "plain"}]))
pulumi.export("none", _single_or_none([[pet[0].id] for x in []]))
pulumi.export("missing", {"a": [item.id for item in pet]}.get("b", ["default"]))
