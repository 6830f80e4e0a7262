// The length of a choice between collections that hold outputs, under a
// plain condition: the length of the collection chosen, known before the
// outputs are.
config "pick" "bool" {
  default = true
}

resource "password" "random:index/randomPassword:RandomPassword" {
  length = 8
}

resource "pet" "random:index/randomPet:RandomPet" {
  length = length(pick ? [password.result, "x"] : [password.special])
}

output "secrets" {
  value = length(pick ? [for s in ["a", "b", "c"] : secret(s)] : [])
}

output "nested" {
  value = length((!pick ? [password.result] : (pick ? [password.result, password.result] : [])))
}

output "petLength" {
  value = pet.length
}
