# Issue 12 item 11: assets and archives given to inputs that take an asset or
# an archive (source of aws:s3/bucketObject takes either, code of
# aws:lambda/function takes an archive): each builtin that makes one, try of
# an asset and an archive, a conditional between them, paths from config,
# locals, outputs of other resources, a component input, and stack outputs.
config "sourcePath" "string" {
  default = "files/hello.txt"
}

config "useArchive" "bool" {
  default = false
}

localAsset = fileAsset("files/hello.txt")
localArchive = fileArchive("site")
eitherLocal = try(fileAsset(sourcePath), fileArchive(sourcePath))
mixed = [localAsset, localArchive, stringAsset("third")]
byName = {
  page = fileAsset("site/index.html")
  site = fileArchive("site")
}

resource "bucket" "aws:s3/bucket:Bucket" {
}

resource "fromFile" "aws:s3/bucketObject:BucketObject" {
  bucket = bucket.bucket
  key    = "file"
  source = fileAsset("files/hello.txt")
}

resource "fromString" "aws:s3/bucketObject:BucketObject" {
  bucket = bucket.bucket
  key    = "string"
  source = stringAsset("hello from a string asset")
}

resource "fromRemote" "aws:s3/bucketObject:BucketObject" {
  bucket = bucket.bucket
  key    = "remote"
  source = remoteAsset("https://example.com/hello.txt")
}

resource "fromDirectory" "aws:s3/bucketObject:BucketObject" {
  bucket = bucket.bucket
  key    = "directory"
  source = fileArchive("site")
}

resource "fromRemoteArchive" "aws:s3/bucketObject:BucketObject" {
  bucket = bucket.bucket
  key    = "remote-archive"
  source = remoteArchive("https://example.com/site.zip")
}

resource "fromArchiveMap" "aws:s3/bucketObject:BucketObject" {
  bucket = bucket.bucket
  key    = "archive-map"
  source = assetArchive({
    "index.html" = fileAsset("site/index.html")
    "lib"        = fileArchive("site/lib")
    "note.txt"   = stringAsset("a note")
  })
}

resource "fromTry" "aws:s3/bucketObject:BucketObject" {
  bucket = bucket.bucket
  key    = "try"
  source = try(fileAsset(sourcePath), fileArchive(sourcePath))
}

resource "fromConditional" "aws:s3/bucketObject:BucketObject" {
  bucket = bucket.bucket
  key    = "conditional"
  source = useArchive ? fileArchive("site") : fileAsset("files/hello.txt")
}

resource "fromConfigPath" "aws:s3/bucketObject:BucketObject" {
  bucket = bucket.bucket
  key    = "config-path"
  source = fileAsset(sourcePath)
}

resource "fromLocal" "aws:s3/bucketObject:BucketObject" {
  bucket = bucket.bucket
  key    = "local"
  source = localAsset
}

resource "fromLocalArchive" "aws:s3/bucketObject:BucketObject" {
  bucket = bucket.bucket
  key    = "local-archive"
  source = localArchive
}

resource "fromTryLocal" "aws:s3/bucketObject:BucketObject" {
  bucket = bucket.bucket
  key    = "try-local"
  source = eitherLocal
}

resource "fromOutputText" "aws:s3/bucketObject:BucketObject" {
  bucket = bucket.bucket
  key    = "output-text"
  source = stringAsset(bucket.arn)
}

resource "fromOtherSource" "aws:s3/bucketObject:BucketObject" {
  bucket = bucket.bucket
  key    = "other-source"
  source = fromFile.source
}

resource "fromOutputConditional" "aws:s3/bucketObject:BucketObject" {
  bucket = bucket.bucket
  key    = "output-conditional"
  source = bucket.arn != "" ? fileAsset("files/hello.txt") : fileArchive("site")
}

resource "fromArchiveOfLocals" "aws:s3/bucketObject:BucketObject" {
  bucket = bucket.bucket
  key    = "archive-of-locals"
  source = assetArchive({
    "either.txt" = eitherLocal
    "hello.txt"  = localAsset
    "site"       = localArchive
  })
}

resource "fromArchiveOfOutputs" "aws:s3/bucketObject:BucketObject" {
  bucket = bucket.bucket
  key    = "archive-of-outputs"
  source = assetArchive({
    "arn.txt" = stringAsset(bucket.arn)
    "site"    = localArchive
  })
}

resource "fromListElement" "aws:s3/bucketObject:BucketObject" {
  bucket = bucket.bucket
  key    = "list-element"
  source = mixed[1]
}

resource "fromMapElement" "aws:s3/bucketObject:BucketObject" {
  bucket = bucket.bucket
  key    = "map-element"
  source = byName["site"]
}

resource "perName" "aws:s3/bucketObject:BucketObject" {
  options {
    range = byName
  }
  bucket = bucket.bucket
  key    = "per-name-${range.key}"
  source = range.value
}

resource "fromNullBranch" "aws:s3/bucketObject:BucketObject" {
  bucket = bucket.bucket
  key    = "null-branch"
  source = useArchive ? null : eitherLocal
}

resource "fromNestedConditional" "aws:s3/bucketObject:BucketObject" {
  bucket = bucket.bucket
  key    = "nested-conditional"
  source = useArchive ? remoteAsset("https://example.com/hello.txt") : (sourcePath == "" ? fileArchive("site") : stringAsset("nested"))
}

resource "fromOutputOrLocal" "aws:s3/bucketObject:BucketObject" {
  bucket = bucket.bucket
  key    = "output-or-local"
  source = bucket.arn == "" ? eitherLocal : stringAsset(bucket.arn)
}

resource "function" "aws:lambda/function:Function" {
  role    = "arn:aws:iam::123456789012:role/lambda"
  handler = "index.handler"
  runtime = "nodejs18.x"
  code    = fileArchive("site")
}

resource "functionFromMap" "aws:lambda/function:Function" {
  role    = "arn:aws:iam::123456789012:role/lambda"
  handler = "index.handler"
  code = assetArchive({
    "index.js" = stringAsset("exports.handler = async () => \"ok\";")
  })
}

resource "functionFromLocal" "aws:lambda/function:Function" {
  role = function.role
  code = localArchive
}

resource "functionFromOther" "aws:lambda/function:Function" {
  role = function.role
  code = function.code
}

# An archive input given a value that is an asset or an archive: PCL's
# unsafe conversion, which holds as the value is an archive.
resource "functionFromTry" "aws:lambda/function:Function" {
  role = function.role
  code = try(fileArchive("site"), fileAsset(sourcePath))
}

resource "functionFromNullBranch" "aws:lambda/function:Function" {
  role = function.role
  code = useArchive ? null : try(fileArchive("site"), fileAsset(sourcePath))
}

resource "functionFromOutputConditional" "aws:lambda/function:Function" {
  role = function.role
  code = bucket.arn != "" ? fileArchive("site") : assetArchive({ "index.js" = stringAsset(bucket.arn) })
}

component "upload" "./upload" {
  bucket = bucket.bucket
  source = fileAsset("files/hello.txt")
}

component "uploadTry" "./upload" {
  bucket = bucket.bucket
  source = try(fileAsset(sourcePath), fileArchive(sourcePath))
}

component "uploadOutput" "./upload" {
  bucket = bucket.bucket
  source = stringAsset(bucket.arn)
}

output "asset" {
  value = localAsset
}

output "archive" {
  value = fileArchive("site")
}

output "tried" {
  value = eitherLocal
}

output "chosen" {
  value = useArchive ? localArchive : localAsset
}

output "eventualChoice" {
  value = bucket.arn != "" ? localAsset : localArchive
}

output "orNull" {
  value = useArchive ? null : eitherLocal
}

output "mixed" {
  value = mixed
}

output "objectSource" {
  value = fromFile.source
}

output "functionCode" {
  value = function.code
}

output "componentEtag" {
  value = upload.etag
}
