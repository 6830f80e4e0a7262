# A choice of objects one of whose properties is an output of a tuple
# (a secret []) and null in the other: the property is an optional output
# of the tuple, which TypeScript types as an Output of an array or
# undefined, in each place a value of that type is held.
config "on" "bool" {
  default = false
}

items = secret([{ name = "a" }])

chosen = (try(notImplemented("not here"), on) ? {
  names = [for v in items : null]
  extra = secret([])
} : {
  names = []
  extra = null
})

mixed = (on ? {
  extra = secret([1, "a"])
} : {
  extra = null
})

listed = [(on ? { extra = secret([]) } : { extra = null }), { extra = null }]

output "chosen" {
  value = chosen
}
output "mixed" {
  value = mixed
}
output "listed" {
  value = listed
}
output "extra" {
  value = chosen.extra
}
