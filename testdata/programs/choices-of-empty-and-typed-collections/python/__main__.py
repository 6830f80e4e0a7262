from typing import Any, cast

import pulumi
import pulumi_aws as aws
import pulumi_random as random


def _operand(value):
    # An operand of arithmetic, an order or a logical operation, a
    # builtin's argument or a loop's collection, which PCL refuses to be
    # null.
    if value is None:
        raise TypeError("Invalid operand: the value is null")
    return value


def _pcl_value(value: Any, shape: Any) -> Any:
    # A value read from an SDK's output types as PCL holds it: objects keyed
    # by the schema's names, with every property (None when not set). shape
    # follows the value's type: None leaves a value as it is, [shape] is a
    # list's, ("tuple", [shape, ...]) a tuple's, ("map", shape) a map's and
    # {key: (name, shape)} an object's (a schema's, whose keys are Python
    # names, or a dict keyed by PCL's names).
    if value is None or shape is None:
        return value
    if isinstance(shape, list):
        return [_pcl_value(item, shape[0]) for item in value]
    if isinstance(shape, tuple) and shape[0] == "tuple":
        return [_pcl_value(item, inner) for item, inner in zip(value, shape[1])]
    if isinstance(shape, tuple):
        return {key: _pcl_value(item, shape[1]) for key, item in value.items()}
    if not isinstance(value, dict):
        # An invoke's result, whose properties are attributes.
        value = {key: getattr(value, key, None) for key in shape}
    return {
        name: _pcl_value(value.get(key), inner) for key, (name, inner) in shape.items()
    }


def _recover(fn, fallback=lambda error: None):
    try:
        return fn()
    except Exception as error:
        return fallback(str(error))


# A conditional of an empty constructor and a typed collection (a map of
# strings, a list of schema objects), chosen by an eventual condition.

first = random.RandomShuffle("first", inputs=["a", "b"], keepers={"k": "v"})
bucket = aws.s3.Bucket("bucket")
second = random.RandomShuffle(
    "second",
    inputs=["c"],
    keepers=cast(
        Any,
        pulumi.Output.all(
            recover=_recover(
                lambda: pulumi.Output.secret(False),
                lambda error: pulumi.Output.from_input(True),
            ),
            keepers=first.keepers,
        ).apply(lambda args: {} if args["recover"] else args["keepers"]),
    ),
)
pulumi.export(
    "rules",
    pulumi.Output.all(
        recover=_recover(
            lambda: pulumi.Output.secret(True),
            lambda error: pulumi.Output.from_input(False),
        ),
        lifecycle_rules=bucket.lifecycle_rules,
    ).apply(
        lambda args: len(
            _operand(
                []
                if args["recover"]
                else _pcl_value(
                    args["lifecycle_rules"],
                    [
                        {
                            "abort_incomplete_multipart_upload_days": (
                                "abortIncompleteMultipartUploadDays",
                                None,
                            ),
                            "enabled": ("enabled", None),
                            "id": ("id", None),
                            "prefix": ("prefix", None),
                        }
                    ],
                )
            )
        )
    ),
)
