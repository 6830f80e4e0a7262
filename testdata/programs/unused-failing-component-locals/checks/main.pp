config "count" "int" {
}

// Nothing reads this local, and evaluating it fails: singleOrNone of three
// elements.
unread = {
  kept   = "x"
  single = singleOrNone([count, count, 3])
}

output "count" {
  value = count
}
