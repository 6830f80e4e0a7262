resource "b" "aws:s3/bucket:Bucket" {
}
