from typing import Any, cast

import pulumi
import pulumi_aws as aws


def _operand(value):
    # An operand of arithmetic, an order or a logical operation, a
    # builtin's argument or a loop's collection, which PCL refuses to be
    # null.
    if value is None:
        raise TypeError("Invalid operand: the value is null")
    return value


config = pulumi.Config()

# Lists and maps whose elements are optional collections, gathered from
# outputs: a splat of an optional map attribute over resources ranged over
# a secret (so the list of them is an output), and loops over them. Go
# holds none as a nil map or slice.
count = config.get_secret_int("count", default=3)
bucket = pulumi.Output.unsecret(count).apply(
    lambda resolved: [
        aws.s3.Bucket(
            f"bucket-{index}",
            tags=cast(
                Any,
                pulumi.Output.secret(index).apply(
                    lambda secret: None if secret == 0 else {"index": str(secret)}
                ),
            ),
        )
        for index in range(int(resolved))
    ]
)
all_tags = bucket.apply(
    lambda bucket: pulumi.Output.all(*[item.tags for item in bucket])
)
tagged = bucket.apply(
    lambda bucket: pulumi.Output.all(*[item.tags for item in bucket])
).apply(lambda values: [tags is not None for tags in values])
tag_counts = bucket.apply(
    lambda bucket: pulumi.Output.all(*[item.tags for item in bucket])
).apply(
    lambda values: {
        f"b{i}": 0 if tags is None else len(_operand(tags))
        for i, tags in enumerate(values)
    }
)
by_index = bucket.apply(
    lambda bucket: pulumi.Output.all(*[item.tags for item in bucket])
).apply(lambda values: {f"b{i}": tags for i, tags in enumerate(values)})
present = bucket.apply(
    lambda bucket: pulumi.Output.all(*[item.tags for item in bucket])
).apply(lambda values: [tags for tags in values if tags is not None])
pulumi.export("allTags", all_tags)
pulumi.export("tagged", tagged)
pulumi.export("tagCounts", tag_counts)
pulumi.export("byIndex", by_index)
pulumi.export("present", present)
