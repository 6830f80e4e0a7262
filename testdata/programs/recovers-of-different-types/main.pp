// recover whose value and fallback are of different types (a number and
// an int, objects of other keys), computed on directly and through a local:
// its value is of their unified type.
direct = recover(secret(0.1), 3) * 2

held = recover(secret(0.5), 7)

objects = recover(secret({ a = 1 }), { b = "x" })

output "direct" {
  value = direct
}

output "held" {
  value = held + 1
}

output "keys" {
  value = [for k, v in objects : k]
}

compared = { zulu = recover(secret(0.1), 3) } != { zulu = 0.25 }

output "compared" {
  value = compared
}
