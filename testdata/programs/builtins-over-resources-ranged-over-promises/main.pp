# Resources ranged over an invoke's result are created in a plain loop once
# the promise resolves; the builtins over their outputs (their ids joined,
# picked, counted) are outputs still.
ami = invoke("aws:ec2/getAmi:getAmi", {
  mostRecent = true
})

resource pets "random:index/randomPet:RandomPet" {
  length = 2
  options {
    range = split(",", "${ami.architecture},second")
  }
}

output joined {
  value = join("+", pets[*].id)
}
output joinedFor {
  value = join("-", [for p in pets : p.urn])
}
output first {
  value = element(pets[*].id, 0)
}
output count {
  value = length(pets[*].id)
}
output looked {
  value = lookup({ for i, p in pets : "k${i}" => p.id }, "k1", "none")
}
output encoded {
  value = toJSON(pets[*].id)
}
output single {
  value = singleOrNone([for p in pets : p.id if p.length > 5])
}
