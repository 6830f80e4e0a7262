# A conditional on an invoke's result chooses between collections whose
# elements are plain in one branch and outputs in the other; the program
# awaits the invoke, so the choice is plain and its plain elements are
# given as the outputs its type holds.
config "name" "string" {
  default = "n"
}

found = invoke("simple:index:getSecret", {
  name = "n"
})

resource "quebec" "random:index/randomInteger:RandomInteger" {
  max = 10
  min = 1
}

entries = [(found.name == name ? {
  tango = 9
} : {
  tango = quebec.max
}), {
  charlie = "12"
  tango = 3
}]

pair = found.name != name ? [quebec.result, 1] : [2, 3]

output "entries" {
  value = entries
}

output "pair" {
  value = pair
}
