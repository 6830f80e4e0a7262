# A config variable's default is evaluated only when its key is unset:
# config.json sets "picked" and "secretPicked", whose defaults would fail
# (an index out of range), and leaves the others unset, whose defaults are
# computed by calls.
config "names" "list(string)" {
  default = ["p", "q", "r"]
}

config "picked" "string" {
  default = names[7]
}

config "secretPicked" "string" {
  default = names[9]
  secret  = true
}

config "counted" "int" {
  default = length(names) + 1
}

config "secretCounted" "int" {
  default = length(names) * 2
  secret  = true
}

config "shouted" "list(string)" {
  default = [for n in names : "${n}!"]
  secret  = true
}

resource "pet" "random:index/randomPet:RandomPet" {
  length = counted
}

output "picked" {
  value = picked
}

output "secretPicked" {
  value = secretPicked
}

output "counts" {
  value = [for n in names : "${n}${counted}"]
}

output "secretCounted" {
  value = try(secretCounted + counted, 0)
}

output "shouted" {
  value = shouted
}

output "petId" {
  value = pet.id
}
