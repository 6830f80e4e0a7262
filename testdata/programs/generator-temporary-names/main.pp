// User names that the Go code's temporaries use (ok, v, x, m, found): the
// temporaries take other names where they would hide the user's.
config "ok" "object({golf=list(int), nested=object({count=int, tags=list(string)})})" {
}

config "v" "string" {
  default = "golf"
}

m = {
  golf  = "g"
  other = "o"
}

found = lookup(m, v, "none")
x     = { for k, y in m : k => lookup(m, v, k) }
strict = try(m[v], "missing")
missing = try(m["${v}-no"], "missing")

component "ided" "./ided" {
  prefix = v
}

output "golf" {
  value = ok.golf
}

output "count" {
  value = ok.nested.count + length(ok.nested.tags)
}

output "found" {
  value = found
}

output "x" {
  value = x
}

output "strict" {
  value = [strict, missing]
}

output "componentId" {
  value = ided.id
}
