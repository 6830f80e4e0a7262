config "pick" "bool" {
}

# The two branches are objects with different attributes: the output's type
# declares all of them, its value has the attributes of the branch taken.
output "whole" {
  value = pick ? { a = 1, b = 2, c = 3 } : { a = 4, d = 5 }
}

output "nested" {
  value = { inner = [pick ? { a = 1, b = 2 } : { c = 3 }] }
}
