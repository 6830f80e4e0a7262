from typing import cast

import pulumi


def _try(*fns):
    for fn in fns:
        try:
            return fn()
        except Exception:
            pass
    raise ValueError("try: every alternative failed")


config = pulumi.Config()

# A for expression whose condition is secret over a collection that is
# not, whose value calls try: the result is secret (the interpreter once
# failed adding the condition's mark to the collection's none).
limit = config.get_int("limit", default=1)
pulumi.export(
    "kept",
    cast(
        "pulumi.Output[list[bool]]",
        pulumi.Output.from_input([pulumi.Output.secret(x > limit) for x in [1, 2, 3]]),
    ).apply(
        lambda values: [
            _try(lambda: x, lambda: 0) for key, x in enumerate([1, 2, 3]) if values[key]
        ]
    ),
)
