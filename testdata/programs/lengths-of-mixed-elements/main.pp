// The length of each element of a tuple of collections of different kinds
// (a list, an object, a string): a loop's variable of one of several
// types, whose length each kind counts its own way.
mixed = [[1.5, 2], { id = "x", n = 2 }, "héllo"]

output "lengths" {
  value = [for x in mixed : length(x)]
}
