# entries lists a map's entries in key order, whatever order the map was
# written in; a for expression over a map visits it in key order too.
config "labels" "map(string)" {
  default = {
    zone  = "b"
    app   = "web"
    mode  = "fast"
  }
}

config "settings" {
  default = {
    zeta  = 1
    alpha = 2
  }
}

sizes = {
  large  = 3
  medium = 2
  small  = 1
}

output "labelEntries" {
  value = [for e in entries(labels) : "${e.key}=${e.value}"]
}

output "sizeKeys" {
  value = [for e in entries(sizes) : e.key]
}

output "settingValues" {
  value = [for e in entries(settings) : e.value]
}

output "settingKeys" {
  value = [for e in entries(settings) : e.key]
}

output "labelValues" {
  value = [for k, v in labels : v]
}

output "sizeNames" {
  value = [for k, v in sizes : k]
}

# The entries of an empty object, and of a conditional's, are of no known
# type: TypeScript types their values as unknown, which a function of a
# string does not take (fuzz seed 9963).
output "emptyHashes" {
  value = [for e in entries(true ? {} : {}) : sha1(e.value)]
}

output "emptyCount" {
  value = length([for e in entries({}) : sha1(e.value)])
}
