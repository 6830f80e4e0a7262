# A splat over a list that may be null (a list property of a resource, or
# a config variable) maps its elements, and is empty when the list is null,
# as a splat over null is: it does not wrap the list in a list of one.
config "names" "list(object({name=string}))" {
  default = null
}

config "givenNames" "list(object({name=string}))" {
  default = [{ name = "a" }, { name = "b" }]
}

resource "rules" "aws:s3/bucket:Bucket" {
  lifecycleRules = [{
    enabled = true
  }, {
    enabled = false
  }]
}

resource "none" "aws:s3/bucket:Bucket" {
}

output "enabled" {
  value = rules.lifecycleRules[*].enabled
}

output "count" {
  value = length(rules.lifecycleRules[*].enabled)
}

output "noneEnabled" {
  value = none.lifecycleRules[*].enabled
}

output "names" {
  value = names[*].name
}

output "givenNames" {
  value = givenNames[*].name
}
