// Numbers are 64-bit floats: each operation rounds its result as the
// target languages do, so a fraction computed from config reads the same as
// a string, in a template, a join and toJSON, in every language; and -0
// is 0.
config tenth "number" {
  default = 0.1
}

tripled = tenth * 3
ratio   = -2 * tenth

output product { value = tripled }
output text { value = "${tripled}" }
output joined { value = join(",", [tripled, ratio, 7 / 2]) }
output json { value = toJSON({ ratio = ratio, whole = 0.5 * 4 }) }
output zeros { value = [-length([]), 0 * -1, -(tenth - tenth)] }
