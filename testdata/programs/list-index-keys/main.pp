# A list or tuple indexed by a string is indexed by the number the string
# holds, and by a number by the int it is (PCL's conversions; a string that
# holds no number, or a number that is not whole, fails the run).
config "names" "list(string)" {
  default = ["a", "b", "c"]
}

config "position" "string" {
  default = "1"
}

config "ratio" "number" {
  default = 2
}

positions = ["2", "0"]

resource "pets" "random:index/randomPet:RandomPet" {
  options {
    range = names
  }
  prefix = range.value
}

# Each resource reads another by a string its range holds.
resource "readers" "random:index/randomPet:RandomPet" {
  options {
    range = positions
  }
  prefix = pets[range.value].id
}

resource "digits" "random:index/randomPet:RandomPet" {
  length = 2
}

output "byString" {
  value = names[position]
}

output "byNumber" {
  value = names[ratio]
}

output "byConstant" {
  value = names["0"]
}

output "tupleByString" {
  value = ["x", "y"][position]
}

output "resourceByString" {
  value = pets[position].id
}

output "byOutputNumber" {
  value = positions[digits.length / 2]
}

output "byOutputString" {
  value = positions["${digits.length - 2}"]
}

output "inTemplate" {
  value = "${names[position]}-${pets[ratio].id}"
}
