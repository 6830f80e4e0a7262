// Values Go holds in another type than the one read: an int among numbers
// (held as a float64), an element of a map of outputs of different types
// (a pulumi.Input), a map of ints made a schema object with a bool
// property, a secret object given a component's object input, and an
// attribute read two ways in one condition.
config "sizes" "object({name=string, inner=object({low=number, count=int})})" {
  default = {
    name = "n"
    inner = { low = 0.5, count = 3 }
  }
}

config "secretSizes" "object({low=number, count=int})" {
  default = { low = 0.5, count = 2 }
  secret = true
}

config "flags" "object({echo=bool})" {
  default = { echo = true }
}

resource pet "random:index/randomPet:RandomPet" {
  length = sizes.inner.count
}

mixed = { "id" = pet.id, "length" = pet.length }

resource picked "random:index/randomPet:RandomPet" {
  prefix = lookup(mixed, "id", "none")
  separator = lookup(mixed, "missing", "-")
}

resource policy "aws:autoscaling/policy:Policy" {
  autoscalingGroupName = "group"
  targetTrackingConfiguration = secret({ targetValue = sizes.inner.count })
}

component settings "./settings" {
  limits = secret({ tango = sizes.inner.count })
}

output count { value = sizes.inner.count * 2 }
output secretCount { value = "${secretSizes.count}" }
output echoed { value = flags.echo || flags["echo"] }
output tango { value = settings.tango }

config "step" "int" {
  default = 4
}

numbers = { inner = { low = 0.5, count = step }, name = "n" }

output stepped { value = numbers.inner.count + numbers.inner.low }
chosen = flags.echo ? { lima = { juliet = 7, sierra = -2.75, yankee = 6 } } : { lima = { juliet = 2147483648, sierra = step, yankee = step } }

output chosen { value = chosen.lima.yankee + 1 }
