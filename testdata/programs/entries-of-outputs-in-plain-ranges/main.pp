resource "pol" "aws:autoscaling/policy:Policy" {
  autoscalingGroupName = "g"
}

resource "mike" "aws:s3/bucket:Bucket" {
  options {
    range = { for k, v in entries([pol.arn, "x"]) : "k${v.key}" => length(v) if v.key > 0 }
  }
}

resource "tim" "aws:s3/bucket:Bucket" {
  options {
    range = length([for k, v in entries({ a = pol.arn, b = { c = pol.arn } }) : v.key])
  }
}

component "cc" "./comp" {
  options {
    range = [for e in entries({ a = pol.arn }) : e.key]
  }
}
