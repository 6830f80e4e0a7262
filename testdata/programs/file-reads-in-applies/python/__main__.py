import base64
import hashlib
import pathlib

import pulumi
import pulumi_simple as simple

# Files are read relative to the program's directory, also inside an
# apply, which runs after the program's main module has returned.
src = simple.Resource("src", input_one="x")
per_result = pulumi.Output.unsecret(pulumi.Output.all(src.result)).apply(
    lambda resolved: [
        simple.Resource(
            f"perResult-{index}", input_one=pathlib.Path("data.txt").read_text()
        )
        for index, value in enumerate(resolved)
    ]
)
pulumi.export(
    "contents",
    src.result.apply(
        lambda result: "" if result == "" else pathlib.Path("data.txt").read_text()
    ),
)
pulumi.export(
    "digest",
    pulumi.Output.concat(
        src.result,
        ":",
        base64.b64encode(
            hashlib.sha256(pathlib.Path("data.txt").read_bytes()).digest()
        ).decode(),
    ),
)
