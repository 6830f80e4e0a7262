# Issue 12 item 3: grouping for expressions ({ for ... : k => v... }) collect
# the values of each key, in loop order (a map's elements in key order).
config "owners" "map(string)" {
  default = { b = "x", a = "y", c = "x", "10" = "x", "9" = "y" }
}

config "names" "list(string)" {
  default = ["p", "q", "p"]
}

byOwner = { for k, v in owners : v => k... }

resource "tagged" "random:index/randomString:RandomString" {
  length = 4
  keepers = { for owner, keys in { for k, v in owners : v => k... if k != "c" } : owner => join(",", keys) }
}

output "byOwner" {
  value = byOwner
}

output "counts" {
  value = { for owner, keys in byOwner : owner => length(keys) }
}

output "positions" {
  value = { for i, n in names : n => "${n}${i}"... if i > 0 }
}

output "records" {
  value = { for i, n in names : n => { at = i, name = n }... }
}

output "keepers" {
  value = tagged.keepers
}
