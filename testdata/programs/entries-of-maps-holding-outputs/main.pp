// Locals computed by entries of a map literal holding an output (a secret,
// a resource's output): the binder types the entries as objects holding
// it, which Go builds as an input collection. A loop over such a local
// was retyped (a list of outputs) where the local's value was lowered as
// an output of the whole list (Go: cannot range over a StringArrayOutput).
resource pet "random:index/randomPet:RandomPet" {
  length = 2
}

secretKeys = [for i, entry in entries({
  "k1"         = "dollar$"
  "a.b"        = "x"
  "with space" = recover(secret("12"), "fallback")
}) : entry["key"] if i >= 0]
keyed = { for i, k in secretKeys : "k${i}" => k }

petKeys  = [for entry in entries({ a = pet.id, b = "c" }) : entry.key]
petPairs = { for i, entry in entries({ a = pet.id, b = "c" }) : entry.key => entry.value if i < 2 }
counted  = { for i, k in petKeys : k => i }

output secretKeys { value = secretKeys }
output keyed { value = keyed }
output petPairs { value = petPairs }
output counted { value = counted }
