from typing import Any, Optional, TypedDict

import pulumi
import pulumi_aws as aws


class UploadArgs(TypedDict):
    bucket: pulumi.Input[str]
    source: pulumi.Input[Any]


class Upload(pulumi.ComponentResource):
    def __init__(
        self, name: str, args: UploadArgs, opts: Optional[pulumi.ResourceOptions] = None
    ):
        super().__init__(
            "components:index:Upload",
            name,
            {"bucket": args["bucket"], "source": args["source"]},
            opts,
        )
        # A component whose source input is untyped: it takes whatever asset or
        # archive its instance gives and passes it to an input that takes either.
        bucket = pulumi.Output.from_input(args["bucket"])
        source = pulumi.Output.from_input(args["source"])
        object_ = aws.s3.BucketObject(
            f"{name}-object",
            bucket=bucket,
            key="component",
            source=source,
            opts=pulumi.ResourceOptions(parent=self),
        )
        self.etag = object_.etag
        self.register_outputs({"etag": self.etag})
