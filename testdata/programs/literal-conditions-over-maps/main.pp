// Conditionals whose condition is made of bool literals, with a branch
// that iterates over a map: pyright evaluates such a condition and types
// what the other branch's comprehensions iterate over as Never, so Python
// prints the chosen branch alone.
flags = { for i in range(3) : "k${i}" => i > 0 }

resource pet "random:index/randomPet:RandomPet" {
  length = 2
}

local1 = !true ? { for k, on in flags : k => "x" if on } : { a = "y" }
local2 = (true && false) ? [for k, on in flags : k] : ["z"]
local3 = (false || true) ? [for k, on in flags : k if on] : []

resource tagged "random:index/randomPet:RandomPet" {
  keepers = !true ? { for k, on in flags : k => pet.id if on } : { a = "b" }
  prefix  = (true || false) ? "p-${length(flags)}" : [for k, on in flags : k][0]
}

output chosen { value = false ? { for k, on in flags : k => pet.id } : { only = pet.id } }
output nested { value = true ? (!false ? length(flags) : length([for k, on in flags : k])) : 0 }
output locals { value = [local1, local2, local3] }
