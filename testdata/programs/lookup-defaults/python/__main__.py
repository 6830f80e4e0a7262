from typing import cast

import pulumi
import pulumi_aws as aws


def _not_implemented(message):
    raise NotImplementedError(message)


def _try(*fns):
    for fn in fns:
        try:
            return fn()
        except Exception:
            pass
    raise ValueError("try: every alternative failed")


# lookup with a default pyright types as Any (the result of try): the value
# is of the map's element type, not optional, where a string is taken
# (made secret, an output of a string).
names = {"a": "x", "b": "y"}
object_ = aws.s3.BucketObject(
    "object",
    bucket="bucket",
    content=pulumi.Output.secret(
        cast(
            str,
            names.get(
                "missing",
                _try(lambda: _not_implemented("not here"), lambda: "fallback"),
            ),
        )
    ),
    key=names.get("a", "none"),
)
pulumi.export(
    "found", cast(str, names.get("a", _try(lambda: names["b"], lambda: "default")))
)
