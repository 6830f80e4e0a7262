// Filters whose value a type checker can tell without running them (false,
// !true, false && x) keep no element, and the empty map or list they make is
// still a map or list of the for expression's types: a lookup in it gives
// the default.
config "flag" "bool" {
  default = true
}

names = {
  alpha = "a"
  beta  = "b"
}

none    = { for k, v in names : k => v if false }
notTrue = { for k, v in names : k => v if !true }
andFlag = { for k, v in names : k => v if false && flag }
flagAnd = { for k, v in names : k => v if flag && false }
orFalse = [for k, v in names : v if false || !flag]
always  = [for k, v in names : v if true || flag]

output "lookups" {
  value = [
    lookup(none, "alpha", "none"),
    lookup(notTrue, "alpha", "not true"),
    lookup(andFlag, "alpha", "and flag"),
    lookup(flagAnd, "beta", "flag and"),
  ]
}

output "lists" {
  value = {
    orFalse = length(orFalse)
    always  = always
  }
}
