# A choice of objects of other attributes is of the unified object type,
# but its value is the branch chosen, of the branch's type: {} chosen is
# equal to {}. Walked through a local, a chain of locals, a secret, an
# output choice read in an apply, tuple and object constructors holding
# the choice, an element of a tuple and a loop over one.
config "on" "bool" {
  default = true
}

resource "pet" "random:index/randomPet:RandomPet" {
}

picked     = (try(!false, false) ? {} : { "for" = 15 })
held       = (on ? {} : { "for" = 15 })
again      = held
withOutput = (on ? {} : { "for" = pet.id })
secretOne  = secret(on ? {} : { "for" = 15 })
notEmpty   = (on ? { "x" = "1" } : { "y" = 2 })

output "pickedIsEmpty" {
  value = picked == {}
}
output "heldIsEmpty" {
  value = {} == held
}
output "heldIsNotEmpty" {
  value = held != {}
}
output "againIsEmpty" {
  value = again == {}
}
output "withOutputIsEmpty" {
  value = withOutput == {}
}
output "secretIsEmpty" {
  value = secretOne == {}
}
output "notEmptyIsX" {
  value = notEmpty == { "x" = "1" }
}
output "notEmptyIsY" {
  value = notEmpty == { "y" = 2 }
}
output "inObject" {
  value = { "k" = held } == { "k" = {} }
}
output "inTuple" {
  value = [held, 1] == [{}, 1]
}
output "element" {
  value = [held, { "z" = 1 }][0] == {}
}
output "loop" {
  value = [for v in [held, again] : v == {}]
}

# A choice of scalars that convert to one type is of that type: 3 chosen
# beside a string is "3", unequal to 3. One of an int and an optional
# string output (a union) keeps the int chosen.
text  = (on ? 3 : "x")
mixed = (on ? 3 : secret(on ? "t" : null))

output "textIsInt" {
  value = text == 3
}
output "textIsString" {
  value = text == "3"
}
output "mixedIsInt" {
  value = mixed == 3
}
