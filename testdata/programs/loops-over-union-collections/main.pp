# Fuzz seed 10410: a loop over a value that is one of several collection
# types (a tuple of one length or another, an object of these attributes or
# those), the element of a map chosen from maps of different shapes.
config "flag" "bool" {
  default = true
}

lists = flag ? {
  "beta" = ["true"]
  "alpha" = ["with space", "dollar$", "b-2"]
  "k1" = [1, 2]
} : {}

objects = flag ? {
  first = { x = 1 }
  second = { y = "s", z = false }
} : {}

output "joined" {
  value = { for key, parts in lists : "k${key}" => join("-", parts) }
}

output "numbered" {
  value = { for key, parts in lists : key => [for i, s in parts : "${i}:${s}"] }
}

output "attributes" {
  value = [for name, obj in objects : [for attr, v in obj : "${name}.${attr}=${v}"]]
}

output "counts" {
  value = [for name, obj in objects : length(obj)]
}

output "choices" {
  value = [for v in [flag ? 1 : false, flag ? false : 2.5] : "${v}"]
}
