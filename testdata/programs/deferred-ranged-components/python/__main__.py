import pulumi

from member import Member
from tag import Tag

# Components that read the outputs of ranged components created after them
# (cycles through outputs) read a deferred output of the collection of the
# instances' outputs, resolved once the instances exist. Here, a list of
# instances whose outputs differ in type.
crew_outputs, resolve_crew_outputs = pulumi.deferred_output()
leader = Member(
    "leader",
    {
        "size": crew_outputs.apply(lambda crew_outputs_: len(crew_outputs_)),
        "prefix": crew_outputs.apply(
            lambda crew_outputs_: "-".join(
                [m["name"] + "/" + str(m["size"]) for m in crew_outputs_]
            )
        ),
    },
)
crew = []
for index in range(3):
    crew.append(Member(f"crew-{index}", {"size": 2, "prefix": leader.name}))
resolve_crew_outputs(
    pulumi.Output.from_input(
        [{"name": instance.name, "size": instance.size} for instance in crew]
    )
)

# A map of instances whose outputs are all strings, read by key.
squad_outputs, resolve_squad_outputs = pulumi.deferred_output()
head = Tag("head", {"prefix": squad_outputs["b"]["name"]})
squad = {}
for key, value in {"a": "alpha", "b": "beta"}.items():
    squad[key] = Tag(
        f"squad-{key}", {"prefix": pulumi.Output.concat(value, "-", head.name)}
    )
resolve_squad_outputs(
    pulumi.Output.from_input(
        {
            key: {"name": instance.name, "prefix": instance.prefix}
            for key, instance in squad.items()
        }
    )
)
pulumi.export("leaderName", leader.name)
pulumi.export(
    "squadNames",
    [pulumi.Output.concat(key, "=", tag.name) for key, tag in sorted(squad.items())],
)
