# A component whose inputs are required (no default), optional (nullable)
# and defaulted: leaving out a required one is an error in the generated
# program's types too.
resource "seed" "random:index/randomInteger:RandomInteger" {
  min = 1
  max = 3
}

component "minimal" "./box" {
  size = 2
}

component "full" "./box" {
  size  = seed.result
  label = "full"
  note  = "a note"
}

output "minimalName" {
  value = minimal.name
}

output "fullName" {
  value = full.name
}
