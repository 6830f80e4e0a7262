# Conditionals of a dynamic branch (a lookup in an empty map gives its
# default as a value of any type) and an output branch: dynamic is the top
# of unification, but the conditional may give the output, so it is typed
# as an output of a dynamic value (fuzz seed 9566: Go read the output as a
# plain string and failed at run time).

config "kilo" "string" {
  default = "k"
}

config "pick" "bool" {
  default = false
}

resource "pw" "random:index/randomString:RandomString" {
  length = 3
}

# As an input, inside a call over a list.
resource "input" "random:index/randomString:RandomString" {
  length          = 3
  overrideSpecial = element([(try(notImplemented("not here"), false) ? lookup({}, "100%", kilo) : try(pw.result, "100%"))], 0)
}

# As a resource input directly, with the output branch chosen.
resource "direct" "random:index/randomString:RandomString" {
  length          = 4
  overrideSpecial = pick ? lookup({}, "key", kilo) : pw.result
}

# As a stack output, with the dynamic branch chosen.
output "chosenDynamic" {
  value = !pick ? lookup({}, "key", kilo) : pw.result
}

# In a loop's body.
output "inLoop" {
  value = [for s in ["a", "b"] : s == "a" ? lookup({}, s, "none") : pw.result]
}

# Within ranged instances over a secret range, whose reads are secret outputs.
resource "ranged" "random:index/randomString:RandomString" {
  options {
    range = secret(["a", "b"])
  }
  length          = 3
  overrideSpecial = element([(try(notImplemented("not here"), false) ? lookup({}, "100%", kilo) : try(range["value"], "100%"))], 1)
}
