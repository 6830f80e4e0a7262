from typing import Any, cast

import pulumi
import pulumi_random as random


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

# A loop over an object whose attributes are outputs of
# collections Go holds as outputs of other types (a list of ints beside a
# list of optional ints, a map of strings beside a map of optional ones):
# each element is converted to the loop variable's type once known.
on = config.get_bool("on", default=False)
pets = random.RandomShuffle("pets", inputs=["a", "b"])
lists = {
    "x-y": pets.results.apply(lambda results: [3 for v in results]),
    "alpha": (
        cast(Any, pulumi.Output.from_input([pets.result_count]))
        if on
        else pets.results.apply(lambda results: [4 for v in results])
    ),
}
maps = {
    "plain": pets.results.apply(
        lambda results: _from_entries([(v, "s") for v in results])
    ),
    "optional": pets.results.apply(
        lambda results: _from_entries([(v, "t" if on else None) for v in results])
    ),
}
pulumi.export(
    "listLengths",
    {k: list_.apply(lambda list_2: len(list_2)) for k, list_ in lists.items()},
)
pulumi.export("firsts", [list_[0] for _, list_ in sorted(lists.items())])
pulumi.export("mapSizes", {k: m.apply(lambda m_: len(m_)) for k, m in maps.items()})
