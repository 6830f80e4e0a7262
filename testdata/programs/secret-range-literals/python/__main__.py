import pulumi
import pulumi_aws as aws
import pulumi_random as random

config = pulumi.Config()

# Instances created in an apply on a range that may be secret read
# range.value through an apply on the range, to keep its secrecy; the
# apply's value is an object or tuple constructor, or a conditional of them,
# which TypeScript types as PCL does only when told (fuzz seed 9520).

flag = config.get_bool("flag", default=False)
names = random.RandomShuffle("names", inputs=pulumi.Output.secret(["a", "b"]))

# A conditional of object constructors.
tagged = pulumi.Output.unsecret(names.results).apply(
    lambda resolved: [
        aws.s3.Bucket(
            f"tagged-{index}",
            tags=names.results.apply(
                lambda results, value=value: {} if flag else {"Key": value, "for": "x"}
            ),
        )
        for index, value in enumerate(resolved)
    ]
)

# An object constructor alone.
labelled = pulumi.Output.unsecret(names.results).apply(
    lambda resolved: [
        aws.s3.Bucket(
            f"labelled-{index}",
            tags=names.results.apply(
                lambda results, value=value, index=index: {
                    "Name": value,
                    "Index": str(index),
                }
            ),
        )
        for index, value in enumerate(resolved)
    ]
)

# A conditional of tuple constructors.
grouped = pulumi.Output.unsecret(names.results).apply(
    lambda resolved: [
        aws.ec2.Instance(
            f"grouped-{index}",
            ami="ami-123",
            instance_type="t3.micro",
            security_groups=names.results.apply(
                lambda results, value=value: [] if flag else [value, "default"]
            ),
        )
        for index, value in enumerate(resolved)
    ]
)
