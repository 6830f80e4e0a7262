// Template parts that end in "$" beside parts that start with "{": the
// generated template literal must not read them as a substitution.
config "name" "string" {
  default = "n"
}

resource "pet" "random:index/randomPet:RandomPet" {
  prefix = "${"dollar$"}${"{brace}"}"
}

output "plain" {
  value = "a${"$"}${"{b}"}c"
}

output "withNumber" {
  value = "${0.1}$ ${"dollar$"}${"{brace}"}!"
}

output "withConfig" {
  value = "${name}${"$"}${"{"}${name}}"
}

output "withOutput" {
  value = "${pet.id}${"$"}${"{x}"}"
}

output "list" {
  value = ["${"$"}${"{1}"}", "${"$$"}${"{"}"]
}
