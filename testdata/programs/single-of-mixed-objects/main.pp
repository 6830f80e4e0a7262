# singleOrNone of a list of two objects of other attributes: PCL's run
# fails (the list has more than one element), and so does each generated
# program, which compiles although the list holds values of no one type.
output "args" {
  value = {
    november = singleOrNone([{ charlie = 11, uniform = "x" }, { bravo = "b", uniform = "t" }])
  }
}
