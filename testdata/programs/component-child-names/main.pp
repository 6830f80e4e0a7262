# One directory component used twice: each instance's children are named
# after the instance ("first-tag", "second-tag"), so their URNs differ.
component "first" "./store" {
  count = 2
}

component "second" "./store" {
  count = 1
}

output "firstTag" {
  value = first.tag
}

output "secondTag" {
  value = second.tag
}
