# Bools compared where a test of a local aliasing them (a local that is the
# bool, a local of that local, a local that compares it) has narrowed them:
# TypeScript narrows through const aliases, and finds the comparison of
# true with false unintentional.
config enabled "bool" {
  default = false
}

config mode "string" {
  default = "b"
}

on = enabled

onAgain = on

isOn = enabled == true

isA = mode == "a"

resource pet "random:index/randomPet:RandomPet" {
  length = (!on || enabled == false) ? 1 : 2
}

output alias {
  value = !on || enabled == false
}

output aliasOfAlias {
  value = onAgain ? enabled == false : enabled == true
}

output comparison {
  value = isOn || enabled == true
}

output stringComparison {
  value = isA || mode == "a"
}

output secretBranch {
  value = (!on || (enabled == false)) ? on : secret(on)
}
