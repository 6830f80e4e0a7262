# Builtins and loops given a value that may be null, which PCL refuses
# there: a resource's optional map output, read in an apply. TypeScript
# asserts it present (keepers!), Python passes it through _operand; both
# fail as PCL does where it is null.
resource pet "random:index/randomString:RandomString" {
  length  = 6
  special = false
  keepers = {
    b = "second"
    a = "first"
  }
}

output withDefault {
  value = lookup(pet.keepers, "a", "none")
}

output missing {
  value = lookup(pet.keepers, "z", "none")
}

output count {
  value = length(pet.keepers)
}

output pairs {
  value = entries(pet.keepers)
}

output firstPair {
  value = element(entries(pet.keepers), 0)
}

output joined {
  value = join(",", [for k, v in pet.keepers : "${k}=${v}"])
}

output values {
  value = [for v in pet.keepers : "${v}!"]
}
