# Plain invokes (their arguments are plain) whose arguments Go reads from
# a map it holds as inputs, since another entry is an output: Go makes them
# in the output form, whose result a secret in the response makes secret as
# a whole, where PCL's plain form ignores the response's secrets.
resource "pet" "random:index/randomPet:RandomPet" {
}

names = {
  pet   = pet.id
  plain = "db"
  count = 2
}

found = invoke("simple:index:getSecret", {
  name = "n-${names.plain}"
})

resource "described" "random:index/randomPet:RandomPet" {
  prefix = found.name
}

resource "counted" "random:index/randomPet:RandomPet" {
  prefix = invoke("simple:index:getSecret", {
    name = "c-${names.count + 1}"
  }).value
}

output "foundName" {
  value = found.name
}

output "foundValue" {
  value = found.value
}
