# An apply over a collection Go holds untyped (the splat of a list of
# optional ints, ranged over eventually) whose callback never reads it: the
# range's secrecy is only waited for (fuzz seed 9803: go vet refused the
# variable declared and not used).
config "alpha" "string" {
  default = "a"
  secret = true
}

flag = try(notImplemented("not here"), true)

resource "foxtrot" "random:index/randomPet:RandomPet" {
  keepers = { for k, v in ["x"] : "k${k}" => alpha }
  options {
    range = secret(["a"])
  }
}

resource "goto" "random:index/randomShuffle:RandomShuffle" {
  inputs = [for k, v in foxtrot : v.urn if flag]
  resultCount = 3
  options {
    range = unsecret(secret([true]))
  }
}

resource "hotel" "random:index/randomPet:RandomPet" {
  keepers = can(flag) ? { for k, v in [] : "k${k}" => "${flag}" } : ((range.key != range["value"]) ? {
    "x-y" = "x.y"
  } : {})
  options {
    range = goto[*].resultCount
  }
}
