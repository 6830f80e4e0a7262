# The one element of a list whose objects have other attributes: the list
# holds values of no one Go type, and the element converts to the object
# PCL's unification gives.
output "picked" {
  value = {
    november = singleOrNone([for o in [{ charlie = 11, uniform = "x" }, { bravo = "b", uniform = "t" }] : o if o.uniform == "x"])
  }
}
