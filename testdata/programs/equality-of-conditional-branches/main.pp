# A conditional compared with == is the value of its chosen branch, of that
# branch's type: objects of different keys stay as they are (the empty
# object equals {}), where tuples of different lengths convert to a list
# (which a tuple never equals).
config "pick" "bool" {
  default = true
}

output "a" {
  value = secret({}) != (pick ? {} : { papa = "x" })
}
output "b" {
  value = {} != (pick ? {} : { papa = "x" })
}
output "c" {
  value = secret({}) != {}
}
output "d" {
  value = (!pick ? {} : { papa = "x" }) == { papa = "x" }
}
output "e" {
  value = [] == (pick ? [] : [1])
}
output "f" {
  value = {} == (pick ? {} : { papa = 1, q = "x" })
}
output "g" {
  value = [1] == (pick ? [1] : ["a", "b"])
}

resource "pet" "random:index/randomPet:RandomPet" {
  prefix = "${{} == (pick ? {} : { papa = pick })}"
}
