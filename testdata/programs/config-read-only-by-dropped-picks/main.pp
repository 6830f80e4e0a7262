# Config variables that only an element of a tuple reads, where the
# constant index picks another element: the generated code no longer
# reads them (fuzz seed 10736), in a component and in the program.
config "label" "string" {
  default = "x.y"
}

config "count" "int" {
  default = 5
}

config "anything" {
  default = "b-2"
}

component "one" "./picker" {
  maybe = "m"
}

component "two" "./picker" {
  label = "given"
  count = 7
  maybe = "n"
}

output "picked" {
  value = [one.picked, two.picked, one.number, two.number, one.name, one.chosen]
}

output "local" {
  value = [element(["a", label], 2), element([count, 9], 1), element([anything, "z"], 3)]
}
