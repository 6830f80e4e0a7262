from typing import Any, cast

import pulumi

config = pulumi.Config()

# Secrets of conditionals whose branches are collections of unlike
# shapes, one a for expression: lists of objects with other properties,
# objects of other value types, maps of lists.
flip = config.get_bool("flip", default=True)
lists_of_objects = pulumi.Output.unsecret(
    pulumi.Output.secret(
        cast(
            list[dict[str, Any]],
            (
                [{"name": s} for s in ["a"]]
                if flip
                else [{"name": "b"}, {"name": "c", "size": 2.5}]
            ),
        )
    )
)
lists_of_lists = pulumi.Output.unsecret(
    pulumi.Output.secret([[str(n)] for n in [1, 2]] if not flip else [["a"], ["3"]])
)
maps_of_objects = pulumi.Output.unsecret(
    pulumi.Output.secret(
        {k: {"v": str(v)} for k, v in {"a": 1}.items()}
        if flip
        else {"b": {"v": "x", "w": True}}
    )
)
kept_inside = [
    pulumi.Output.unsecret(
        pulumi.Output.secret(
            cast(
                list[dict[str, Any]],
                [{"n": n} for n in [1]] if flip else [{"n": 2, "m": "x"}],
            )
        )
    )
]
pulumi.export("listsOfObjects", lists_of_objects)
pulumi.export("listsOfLists", lists_of_lists)
pulumi.export("mapsOfObjects", maps_of_objects)
pulumi.export("keptInside", kept_inside)

# Lists of lists of maps, which Go's SDK has no named type for.
lists_of_lists_of_maps = [[{"a": "x"}], [{"b": "y"}, {"c": "z" if flip else "w"}]]
held_lists_of_lists_of_maps = [[{"a": pulumi.Output.secret("x")}]]
pulumi.export("listsOfListsOfMaps", lists_of_lists_of_maps)
pulumi.export("heldListsOfListsOfMaps", held_lists_of_lists_of_maps)
