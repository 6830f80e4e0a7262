# Lists, maps and tuples of optional objects of a schema's types that hold
# outputs (the splat of a ranged resource's optional object property): as
# the arguments of applies of one and of many outputs, filtered, secret,
# chosen by a condition, written by toJSON, exported whole and given to a
# component (fuzz seed 9626: Go asserted the resolved pulumi.Array, an
# []interface{}, as []*tls.SelfSignedCertSubject; Python exported the SDK's objects
# keyed by Python names, and TypeScript's toJSON left out unset properties).
config "prefix" "string" {
  default = "p"
}

resource "site" "maxItemsOne:index/index:resource" {
  innerResource = {
    someInput = range.value > 0 ? true : null
  }
  options {
    range = 2
  }
}

resource "plain" "maxItemsOne:index/index:resource" {
}

configs = site[*].innerResource
byKey = { for i, s in site : "k${i}" => s.innerResource }
pair = [site[0].innerResource, plain.innerResource]
secretConfigs = secret(site[*].innerResource)
chosen = length(site[0].urn) > 0 ? site[*].innerResource : []

component "echo" "./comp" {
  configs = configs
}

output "indexes" {
  value = length(site[0].urn) * length([for i, s in site[*].innerResource : i])
}

output "someInputs" {
  value = [for s in site[*].innerResource : "${prefix}${length(site[0].urn)}${s == null ? "none" : s.someInput == null ? "unset" : s.someInput}"]
}

output "joined" {
  value = join(",", [for s in site[*].innerResource : s == null ? "none" : s.someInput == null ? "unset" : s.someInput])
}

output "mapped" {
  value = { for k, s in byKey : k => "${length(site[0].urn)}${s == null ? "none" : s.someInput == null ? "unset" : s.someInput}" }
}

output "paired" {
  value = [for s in pair : s == null ? "none" : "${length(site[0].urn)}${s.someInput == null ? "unset" : s.someInput}"]
}

output "filtered" {
  value = [for i, s in site[*].innerResource : i if s != null]
}

output "filteredMap" {
  value = { for k, s in byKey : k => s.someInput if s.someInput == true }
}

output "encoded" {
  value = toJSON(site[*].innerResource)
}

output "first" {
  value = element(site[*].innerResource, 0)
}

output "secretCount" {
  value = length(secretConfigs)
}

output "secretDocuments" {
  value = [for s in secretConfigs : s == null ? "none" : s.someInput == null ? "unset" : s.someInput]
}

output "chosenDocuments" {
  value = [for s in chosen : s.someInput]
}

output "whole" {
  value = configs
}

output "wholeMap" {
  value = byKey
}

output "wholePair" {
  value = pair
}

output "echoed" {
  value = echo.configs
}
