import pulumi
import pulumi_random as random


def _group(pairs):
    # A grouping for expression collects the values of each key, in the
    # order the loop made them.
    groups = {}
    for key, value in pairs:
        groups.setdefault(key, []).append(value)
    return groups


config = pulumi.Config()

# Issue 12 item 3: grouping for expressions ({ for ... : k => v... }) collect
# the values of each key, in loop order (a map's elements in key order).
owners = config.get_object(
    "owners", default={"b": "x", "a": "y", "c": "x", "10": "x", "9": "y"}
)
names = config.get_object("names", default=["p", "q", "p"])
by_owner = _group([(v, k) for k, v in sorted(owners.items())])
tagged = random.RandomString(
    "tagged",
    length=4,
    keepers={
        owner: ",".join(keys)
        for owner, keys in _group(
            [(v, k) for k, v in sorted(owners.items()) if k != "c"]
        ).items()
    },
)
pulumi.export("byOwner", by_owner)
pulumi.export("counts", {owner: len(keys) for owner, keys in by_owner.items()})
pulumi.export(
    "positions", _group([(n, f"{n}{i}") for i, n in enumerate(names) if i > 0])
)
pulumi.export(
    "records", _group([(n, {"at": i, "name": n}) for i, n in enumerate(names)])
)
pulumi.export("keepers", tagged.keepers)
