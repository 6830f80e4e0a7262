// Conditionals whose branches are collections of different types, neither
// a constructor: a loop's map and a local's object, a loop's list and a
// local's tuple. PCL's type of the choice is their unification (a map, a
// list), which TypeScript does not infer from the union of the branches'
// types when the value is made secret and kept where that type is
// declared: a component's output, a local, a resource's input.
config "pick" "bool" {
  default = false
}

config "names" "list(string)" {
  default = ["a", "b"]
}

fixed = {
  "a.b" = "x"
  alpha = "y"
}

chosen = secret(pick ? { for n in names : n => "v${n}" } : fixed)

component "lib" "./lib" {
  pick = pick
}

resource "kept" "pulumi:index:Stash" {
  input = secret(pick ? [for n in names : "${n}!"] : ["p", 2])
}

output "chosen" {
  value = chosen
}

output "fromLib" {
  value = lib.alpha
}

output "listedFromLib" {
  value = lib.listed
}

output "kept" {
  value = kept.output
}
