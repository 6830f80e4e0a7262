# Resources ranged over a comprehension whose values are outputs and whose
# filter reads one or an invoke's secret result, over a list and over an
# empty tuple: the range is made an
# output of the resolved list (Python's type checker typed it a list of
# outputs, whose elements a template adds to).
config names "list(string)" {
  default = ["a", "b"]
}

resource one "random:index/randomPet:RandomPet" {
  length = 1
}

resource named "random:index/randomPet:RandomPet" {
  options {
    range = [for n in names : one.id if one.id != "x"]
  }
  prefix = "${range.value}-${range.key}"
}

none = []

resource overNone "random:index/randomPet:RandomPet" {
  options {
    range = [for n in none : one.id if one.id != "x"]
  }
  prefix = "${range.value}-${range.key}"
}

secretOf = invoke("simple:index:getSecret", {
  name = "token"
})

resource overInvoke "random:index/randomPet:RandomPet" {
  options {
    range = [for n in none : one.id if secretOf.value != "x"]
  }
  prefix = sha1("pre ${"${range.value}-${one.id}"} end")
}

resource keyed "random:index/randomPet:RandomPet" {
  options {
    range = { for n in names : n => one.id if one.id != "x" }
  }
  prefix = "${range.value}-${range.key}"
}

output count {
  value = length(named)
}
