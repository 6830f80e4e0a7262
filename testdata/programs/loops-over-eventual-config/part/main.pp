config "name" "string" {
}

resource "ids" "random:index/randomId:RandomId" {
  byteLength = 4
  prefix     = range.value
  options {
    range = [for p, f in [for c in ["x"] : name] : f]
  }
}

output "names" {
  value = [for n in [name, "two"] : "${n}!"]
}
