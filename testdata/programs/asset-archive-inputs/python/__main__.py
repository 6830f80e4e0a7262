from typing import Any, cast

import pulumi
import pulumi_aws as aws

from upload import Upload


def _try(*fns):
    for fn in fns:
        try:
            return fn()
        except Exception:
            pass
    raise ValueError("try: every alternative failed")


config = pulumi.Config()

# Issue 12 item 11: assets and archives given to inputs that take an asset or
# an archive (source of aws:s3/bucketObject takes either, code of
# aws:lambda/function takes an archive): each builtin that makes one, try of
# an asset and an archive, a conditional between them, paths from config,
# locals, outputs of other resources, a component input, and stack outputs.
source_path = config.get("sourcePath", default="files/hello.txt")
use_archive = config.get_bool("useArchive", default=False)
local_asset = pulumi.FileAsset("files/hello.txt")
local_archive = pulumi.FileArchive("site")
either_local = _try(
    lambda: pulumi.FileAsset(source_path), lambda: pulumi.FileArchive(source_path)
)
mixed = [local_asset, local_archive, pulumi.StringAsset("third")]
by_name = {
    "page": pulumi.FileAsset("site/index.html"),
    "site": pulumi.FileArchive("site"),
}
bucket = aws.s3.Bucket("bucket")
from_file = aws.s3.BucketObject(
    "fromFile",
    bucket=bucket.bucket,
    key="file",
    source=pulumi.FileAsset("files/hello.txt"),
)
from_string = aws.s3.BucketObject(
    "fromString",
    bucket=bucket.bucket,
    key="string",
    source=pulumi.StringAsset("hello from a string asset"),
)
from_remote = aws.s3.BucketObject(
    "fromRemote",
    bucket=bucket.bucket,
    key="remote",
    source=pulumi.RemoteAsset("https://example.com/hello.txt"),
)
from_directory = aws.s3.BucketObject(
    "fromDirectory",
    bucket=bucket.bucket,
    key="directory",
    source=pulumi.FileArchive("site"),
)
from_remote_archive = aws.s3.BucketObject(
    "fromRemoteArchive",
    bucket=bucket.bucket,
    key="remote-archive",
    source=pulumi.RemoteArchive("https://example.com/site.zip"),
)
from_archive_map = aws.s3.BucketObject(
    "fromArchiveMap",
    bucket=bucket.bucket,
    key="archive-map",
    source=pulumi.AssetArchive(
        {
            "index.html": pulumi.FileAsset("site/index.html"),
            "lib": pulumi.FileArchive("site/lib"),
            "note.txt": pulumi.StringAsset("a note"),
        }
    ),
)
from_try = aws.s3.BucketObject(
    "fromTry",
    bucket=bucket.bucket,
    key="try",
    source=_try(
        lambda: pulumi.FileAsset(source_path), lambda: pulumi.FileArchive(source_path)
    ),
)
from_conditional = aws.s3.BucketObject(
    "fromConditional",
    bucket=bucket.bucket,
    key="conditional",
    source=(
        pulumi.FileArchive("site")
        if use_archive
        else pulumi.FileAsset("files/hello.txt")
    ),
)
from_config_path = aws.s3.BucketObject(
    "fromConfigPath",
    bucket=bucket.bucket,
    key="config-path",
    source=pulumi.FileAsset(source_path),
)
from_local = aws.s3.BucketObject(
    "fromLocal", bucket=bucket.bucket, key="local", source=local_asset
)
from_local_archive = aws.s3.BucketObject(
    "fromLocalArchive", bucket=bucket.bucket, key="local-archive", source=local_archive
)
from_try_local = aws.s3.BucketObject(
    "fromTryLocal", bucket=bucket.bucket, key="try-local", source=either_local
)
from_output_text = aws.s3.BucketObject(
    "fromOutputText",
    bucket=bucket.bucket,
    key="output-text",
    source=bucket.arn.apply(lambda arn: pulumi.StringAsset(arn)),
)
from_other_source = aws.s3.BucketObject(
    "fromOtherSource",
    bucket=bucket.bucket,
    key="other-source",
    source=cast(Any, from_file.source),
)
from_output_conditional = aws.s3.BucketObject(
    "fromOutputConditional",
    bucket=bucket.bucket,
    key="output-conditional",
    source=bucket.arn.apply(
        lambda arn: (
            pulumi.FileAsset("files/hello.txt")
            if arn != ""
            else pulumi.FileArchive("site")
        )
    ),
)
from_archive_of_locals = aws.s3.BucketObject(
    "fromArchiveOfLocals",
    bucket=bucket.bucket,
    key="archive-of-locals",
    source=pulumi.AssetArchive(
        {"either.txt": either_local, "hello.txt": local_asset, "site": local_archive}
    ),
)
from_archive_of_outputs = aws.s3.BucketObject(
    "fromArchiveOfOutputs",
    bucket=bucket.bucket,
    key="archive-of-outputs",
    source=bucket.arn.apply(
        lambda arn: pulumi.AssetArchive(
            {"arn.txt": pulumi.StringAsset(arn), "site": local_archive}
        )
    ),
)
from_list_element = aws.s3.BucketObject(
    "fromListElement", bucket=bucket.bucket, key="list-element", source=mixed[1]
)
from_map_element = aws.s3.BucketObject(
    "fromMapElement", bucket=bucket.bucket, key="map-element", source=by_name["site"]
)
per_name = {}
for key, value in by_name.items():
    per_name[key] = aws.s3.BucketObject(
        f"perName-{key}", bucket=bucket.bucket, key=f"per-name-{key}", source=value
    )
from_null_branch = aws.s3.BucketObject(
    "fromNullBranch",
    bucket=bucket.bucket,
    key="null-branch",
    source=None if use_archive else either_local,
)
from_nested_conditional = aws.s3.BucketObject(
    "fromNestedConditional",
    bucket=bucket.bucket,
    key="nested-conditional",
    source=(
        pulumi.RemoteAsset("https://example.com/hello.txt")
        if use_archive
        else (
            pulumi.FileArchive("site")
            if source_path == ""
            else pulumi.StringAsset("nested")
        )
    ),
)
from_output_or_local = aws.s3.BucketObject(
    "fromOutputOrLocal",
    bucket=bucket.bucket,
    key="output-or-local",
    source=bucket.arn.apply(
        lambda arn: either_local if arn == "" else pulumi.StringAsset(arn)
    ),
)
function = aws.lambda_.Function(
    "function",
    role="arn:aws:iam::123456789012:role/lambda",
    handler="index.handler",
    runtime="nodejs18.x",
    code=pulumi.FileArchive("site"),
)
function_from_map = aws.lambda_.Function(
    "functionFromMap",
    role="arn:aws:iam::123456789012:role/lambda",
    handler="index.handler",
    code=pulumi.AssetArchive(
        {"index.js": pulumi.StringAsset('exports.handler = async () => "ok";')}
    ),
)
function_from_local = aws.lambda_.Function(
    "functionFromLocal", role=function.role, code=local_archive
)
function_from_other = aws.lambda_.Function(
    "functionFromOther", role=function.role, code=cast(Any, function.code)
)

# An archive input given a value that is an asset or an archive: PCL's
# unsafe conversion, which holds as the value is an archive.
function_from_try = aws.lambda_.Function(
    "functionFromTry",
    role=function.role,
    code=_try(
        lambda: pulumi.FileArchive("site"), lambda: pulumi.FileAsset(source_path)
    ),
)
function_from_null_branch = aws.lambda_.Function(
    "functionFromNullBranch",
    role=function.role,
    code=(
        None
        if use_archive
        else _try(
            lambda: pulumi.FileArchive("site"), lambda: pulumi.FileAsset(source_path)
        )
    ),
)
function_from_output_conditional = aws.lambda_.Function(
    "functionFromOutputConditional",
    role=function.role,
    code=bucket.arn.apply(
        lambda arn: (
            pulumi.FileArchive("site")
            if arn != ""
            else pulumi.AssetArchive({"index.js": pulumi.StringAsset(arn)})
        )
    ),
)
upload = Upload(
    "upload", {"bucket": bucket.bucket, "source": pulumi.FileAsset("files/hello.txt")}
)
upload_try = Upload(
    "uploadTry",
    {
        "bucket": bucket.bucket,
        "source": _try(
            lambda: pulumi.FileAsset(source_path),
            lambda: pulumi.FileArchive(source_path),
        ),
    },
)
upload_output = Upload(
    "uploadOutput",
    {
        "bucket": bucket.bucket,
        "source": bucket.arn.apply(lambda arn: pulumi.StringAsset(arn)),
    },
)
pulumi.export("asset", local_asset)
pulumi.export("archive", pulumi.FileArchive("site"))
pulumi.export("tried", either_local)
pulumi.export("chosen", local_archive if use_archive else local_asset)
pulumi.export(
    "eventualChoice",
    bucket.arn.apply(lambda arn: local_asset if arn != "" else local_archive),
)
pulumi.export("orNull", None if use_archive else either_local)
pulumi.export("mixed", mixed)
pulumi.export("objectSource", from_file.source)
pulumi.export("functionCode", function.code)
pulumi.export("componentEtag", upload.etag)
