# A choice between objects of different keys is the branch as written: a
# read of a key the chosen branch lacks fails, wherever the choice is held
# (a tuple's element, an object's attribute, a loop's variable, a secret,
# an apply's parameter, a splat's element, element's result). Here the branches with the keys are chosen, and
# every read succeeds; with flag = true each would fail, as PCL does.
config "flag" "bool" {
  default = false
}

resource "pet" "random:index/randomPet:RandomPet" {
}

choice     = flag ? { a = 1 } : { a = 1, d = 2 }
eventual   = flag ? { a = pet.id } : { a = "x", d = pet.id }
pair       = [1, choice]
nested     = { inner = choice, outer = [eventual] }
eventuals  = [0, eventual]
chosen     = [for i in [1, 2] : choice]

output "tupleElement" {
  value = pair[1].d
}

output "objectAttribute" {
  value = nested.inner.d
}

output "nestedEventual" {
  value = nested.outer[0].d
}

output "direct" {
  value = (flag ? { a = 1 } : { a = 1, d = 2 }).d
}

output "loopVariable" {
  value = [for o in [choice, choice] : o.d]
}

output "loopOverEventuals" {
  value = [for o in [eventual] : o.d]
}

output "secretChoice" {
  value = secret(choice).d
}

output "eventualElement" {
  value = eventuals[1].d
}

output "eventualSecret" {
  value = secret(eventual).d
}

output "constructed" {
  value = { x = choice }.x.d
}

output "splat" {
  value = [choice, eventual][*].d
}

output "indexedByValue" {
  value = chosen[length(chosen) - 1].d
}

output "elementOf" {
  value = element(eventuals, 1).d
}

output "loopOverLoop" {
  value = [for o in chosen : o.d]
}

output "keyIndex" {
  value = choice["d"]
}
