# Two doors, each with its own greeting: a component used twice.

component front "./door" {
  guest = "visitors"
}

component back "./door" {
  guest = "staff"
  loud  = true
}

output sizes {
  value = [front.size, back.size]
}
