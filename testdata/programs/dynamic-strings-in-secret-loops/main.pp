# Values of unknown type (a lookup in an empty object) converted to strings,
# numbers and bools inside loops over a secret config, whose results are
# given to typed inputs.
config "invoke" "map(number)" {
  secret = true
}

config "extends" "bool" {
}

resource "main" "random:index/randomPassword:RandomPassword" {
  keepers = { for type, except in invoke : type => ((extends || true) ? (true ? type : type) : lookup({}, "日本", type)) if (false || extends) }
  length = 16
}

resource "other" "random:index/randomPassword:RandomPassword" {
  keepers = { for k, v in invoke : k => (extends ? k : lookup({}, "x", k)) }
  length = lookup({}, "x", length(invoke) + 8)
  special = lookup({}, "x", extends)
  minLower = try([for k, v in invoke : lookup({}, "x", length(k))][0], 1)
}
