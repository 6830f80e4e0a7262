# The entries of empty collections: loops over them read the entries' keys
# and values in any way, and make nothing.
resource "policies" "aws:autoscaling/policy:Policy" {
  autoscalingGroupName = range.value
  options {
    range = secret([for e in entries([]) : (false ? e.value : e.value)])
  }
}

output "fromList" {
  value = [for e in entries([]) : "${e.key}=${e.value}"]
}

output "fromMap" {
  value = { for e in entries({}) : e.key => e.value }
}

output "count" {
  value = length(entries([]))
}
