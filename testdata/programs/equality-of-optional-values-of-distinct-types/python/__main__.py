from typing import Any

import pulumi
import pulumi_aws as aws
import pulumi_random as random


def _both_none(a, b):
    # Values of different types (a number and a string, a list and a map)
    # are equal in PCL only when both are null: PCL compares values without
    # converting them.
    return a is None and b is None


def _equal(a, b):
    # PCL's ==, where Python's finds True equal to 1 (and False to 0): a
    # bool equals no number, in a collection too.
    if isinstance(a, bool) != isinstance(b, bool):
        return False
    if isinstance(a, (list, tuple)) and isinstance(b, (list, tuple)):
        return len(a) == len(b) and all(_equal(x, y) for x, y in zip(a, b))
    if isinstance(a, dict) and isinstance(b, dict):
        # A key whose value is None is one the dict lacks (an object's
        # unset property).
        a = {k: v for k, v in a.items() if v is not None}
        b = {k: v for k, v in b.items() if v is not None}
        return a.keys() == b.keys() and all(_equal(a[k], b[k]) for k in a)
    return a == b


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


config = pulumi.Config()

# Values of different types are equal only when both are null, however
# optional either is.

flag = config.get_bool("flag", default=True)
bucket = aws.s3.Bucket("bucket")
shuffle = random.RandomShuffle("shuffle", inputs=["a", "b"])
pulumi.export(
    "stringVsTags",
    bucket.tags.apply(lambda tags: _both_none("x" if flag else "y", tags)),
)
pulumi.export(
    "countVsString",
    shuffle.result_count.apply(lambda result_count: not _both_none(result_count, "2")),
)
pulumi.export(
    "tagsVsList",
    pulumi.Output.all(
        tags=bucket.tags,
        value=shuffle.results if flag else pulumi.Output.from_input([]),
    ).apply(lambda args: _both_none(args["tags"], args["value"])),
)
pulumi.export(
    "bothMissing",
    pulumi.Output.all(tags=bucket.tags, result_count=shuffle.result_count).apply(
        lambda args: _both_none(args["tags"], args["result_count"])
    ),
)
pulumi.export(
    "chosenInApply",
    pulumi.Output.all(results=shuffle.results, tags=bucket.tags).apply(
        lambda args: _both_none(
            "x" if len(args["results"]) > 1 else "y",
            args["tags"] if len(args["results"]) > 1 else {},
        )
    ),
)
pulumi.export(
    "stringVsOptionalList",
    pulumi.Output.all(
        results=shuffle.results, lifecycle_rules=bucket.lifecycle_rules
    ).apply(
        lambda args: _both_none(
            "x" if len(args["results"]) > 1 else "y",
            (
                _pcl_value(
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
                if len(args["results"]) > 1
                else []
            ),
        )
    ),
)
pulumi.export(
    "chosenObjectVsObject",
    pulumi.Output.all(
        value=pulumi.Output.from_input({}) if flag else bucket.tags,
        secret=pulumi.Output.unsecret(pulumi.Output.secret({})),
    ).apply(lambda args: not _equal(args["value"], args["secret"])),
)
