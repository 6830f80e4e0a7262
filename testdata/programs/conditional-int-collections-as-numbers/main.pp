// Conditionals whose one branch is a literal list or map of numbers and
// whose other branch holds ints (an attribute of an object of mixed
// attributes, a config list of ints): the ints are numbers of the result.
config "pick" "bool" {
  default = false
}

config "counts" "list(int)" {
  default = [1, 2]
}

is = {
  quebec = [5, 9]
  victor = "v"
  sizes = { a = 1 }
}

output "fromObject" {
  value = pick ? [0.25, -2.75] : is["quebec"]
}

output "fromConfig" {
  value = pick ? [0.5, 1.5] : counts
}

output "mapFromObject" {
  value = pick ? { a = 0.5 } : is.sizes
}

output "inList" {
  value = [for i in [1, 2] : i == 1 ? is.quebec : [0.5, 0.5]]
}

output "summed" {
  value = [for n in (pick ? [0.25] : is.quebec) : n * 2]
}
