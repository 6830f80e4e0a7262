// Go holds a local collection some of whose elements are outputs as a
// collection of inputs, and reads every element of it as an input, even
// one PCL types plain: the component inputs set from such elements, directly,
// through locals, or through the arguments of an invoke, take outputs.
resource "pet" "random:index/randomPet:RandomPet" {
  length = 2
}

settings = {
  name  = "plain"
  owner = pet.id
}

names = ["first", pet.id]

byKey = {
  a = "alpha"
  b = pet.id
}

copied = settings.name

secretValue = invoke("simple:index:getSecret", {
  name = settings.name
})

component "direct" "./part" {
  title = settings.name
  label = names[0]
  key   = byKey["a"]
}

component "throughLocals" "./part" {
  title = copied
  label = "${copied}!"
  key   = secretValue.name
}

component "computedIndex" "./part" {
  title = names[length(names) - 2]
  label = secretValue.value
}

output "directText" {
  value = direct.text
}

output "localText" {
  value = throughLocals.text
}

output "indexedText" {
  value = computedIndex.text
}
