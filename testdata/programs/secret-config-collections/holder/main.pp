config "tags" "map(string)" {
  default = { a = "x" }
}

config "names" "list(string)" {
  default = ["h"]
}

config "nested" "map(list(int))" {
  default = { a = [1, 2] }
}

config "shape" "object({size=int, name=string})" {
  default = { size = 2, name = "h" }
}

output "text" {
  value = "${tags["a"]}-${try(tags["zz"], "none")}-${can(names[3])}-${names[0]}-${nested["a"][1]}-${shape.name}-${length([for k, v in tags : k])}"
}
