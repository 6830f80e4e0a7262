// Conditionals of object constructors where a property is a string in one
// branch, missing in another and of dynamic type (try's, an untyped
// config's) in a third: PCL unifies the property to any (string, none and
// dynamic), which a typed target language must not require of the branch
// that lacks it. Walked in each position a conditional's type is written
// out: secret's argument, the value of an object property (beside an
// output or not), an element of a list or of a filtered loop, a resource's
// input.
config "loose" {
  default = "given"
}

config "pick" "bool" {
  default = true
}

config "inner" "bool" {
  default = false
}

untried = try(notImplemented("never"), "fallback")

chosen = secret(pick ? (inner ? {
  organization = "known"
  locality     = "here"
} : {
  country = "nowhere"
}) : {
  organization = untried
})

nested = secret({
  within = pick ? (inner ? { name = "n" } : { other = "x" }) : { name = loose }
})

listed = secret([pick ? (inner ? { name = "n" } : { other = "y" }) : { name = untried }])

resource "holder" "pulumi:index:Stash" {
  input = pick ? (inner ? { name = "n", size = 1 } : { size = 2 }) : { name = loose, size = 3 }
}

resource "pet" "random:index/randomPet:RandomPet" {
  length = 2
}

heldWithOutput = {
  id     = pet.id
  within = pick ? (inner ? { name = "n" } : { other = "x" }) : { name = loose }
}

guarded = [for i, flag in [pick, inner] : (inner ? { name = "n" } : { other = "x" }) if flag && i >= 0]

comparedGuarded = [for i, flag in [pick, inner] : (flag ? (inner ? { name = "n" } : { other = "x" }) : { name = untried }) if flag && i >= 0]

output "chosen" {
  value = chosen
}

output "nested" {
  value = nested
}

output "listed" {
  value = listed
}

output "held" {
  value = holder.output
}

output "heldWithOutput" {
  value = heldWithOutput
}

output "guarded" {
  value = guarded
}

output "comparedGuarded" {
  value = comparedGuarded
}
