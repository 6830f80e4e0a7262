# A tuple given where a tuple of other element types is taken converts each
# element to its own: `c ? s : [1, "a"]` gives [1, "2"] where s is [1, 2].
config "pick" "bool" {
  default = true
}

plain = [1, 2]
secretPair = secret([3, 4])
secretObjects = secret([{ k = 1 }, { k = 2 }])
emptyObjects = secret([{}, {}])

fromPlain = pick ? plain : [1, "a"]
fromSecret = pick ? secretPair : [true, "b"]
fromObjects = pick ? secretObjects : [{ k = 3 }, { j = 4 }]
fromEmpty = pick ? emptyObjects : [{ "a.b" = true }, { "with space" = false }]
inObject = pick ? { t = plain } : { t = [5, "c"] }
inTuple = pick ? [plain, secretPair] : [[6, "d"], [7, "e"]]
nested = pick ? [plain, [8, 9]] : [[1, "f"], ["g", 2]]
secretTuple = pick ? secret([1, 2]) : [1, "h"]
secretObject = pick ? secret({ x = 1, y = 2 }) : { x = 1, y = "i" }

output "fromPlain" {
  value = fromPlain
}

output "fromSecret" {
  value = fromSecret
}

output "fromObjects" {
  value = fromObjects
}

output "fromEmpty" {
  value = fromEmpty
}

output "inObject" {
  value = inObject
}

output "inTuple" {
  value = inTuple
}

output "nested" {
  value = nested
}

output "secretTuple" {
  value = secretTuple
}

output "secretObject" {
  value = secretObject
}
