config "label" "string" {
  default = "x.y"
}

config "count" "int" {
  default = 5
}

config "settings" "object({name=string, size=number})" {
  default = {
    name = "s"
    size = 1
  }
}

config "maybe" "string" {
}

output "picked" {
  value = element(["a", "b", label], 7)
}

output "number" {
  value = element([1, count, 3], 3)
}

output "name" {
  value = element([settings, { name = "t", size = 2 }], 1).name
}

output "chosen" {
  value = element(["c", maybe], 4)
}
