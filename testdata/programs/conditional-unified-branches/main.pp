// Conditionals whose branches are objects of other attributes: PCL unifies
// the branch types (strings where one branch has a bool, absent attributes
// optional), and a selected branch keeps its own attributes.
config pick "bool" {
  default = true
}

empty = []

output "primitive" {
  value = pick ? true : "no"
}

output "objects" {
  value = pick ? { a = true } : { a = "x", b = 1 }
}

output "numberOrString" {
  value = !pick ? "x" : 3
}

output "inList" {
  value = [pick ? { a = false } : { a = "y", b = 2 }]
}

output "inMap" {
  value = { k = !pick ? { a = "z" } : { a = true, c = [1] } }
}

output "nested" {
  value = pick ? { x = { a = true } } : { x = { a = "x", b = 1 } }
}

output "mapsOfObjects" {
  value = pick ? {
    "alpha" = {
      echo  = "e"
      extra = null
      tango = true
    }
    "with space" = {
      echo  = "true"
      tango = false
    }
  } : { for k, v in empty : "k${k}" => {
    echo   = "b"
    quebec = false
    tango  = false
  } }
}

output "literalCondition" {
  value = (true ? { a = 1, b = { c = true } } : { a = 2, b = { c = "s", d = 1 } })
}

output "forBody" {
  value = [for i in [1, 2] : i == 1 ? { v = true } : { v = "two", w = i }]
}
