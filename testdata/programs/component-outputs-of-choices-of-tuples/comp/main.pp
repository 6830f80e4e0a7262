config "pick" "bool" {
}

resource "first" "random:index/randomPet:RandomPet" {
  length = 1
}

resource "second" "random:index/randomPet:RandomPet" {
  length = 2
}

output "values" {
  value = pick ? [] : [-2147483648, (5 % 5), singleOrNone([])]
}

output "pet" {
  value = pick ? first.id : second.id
}
