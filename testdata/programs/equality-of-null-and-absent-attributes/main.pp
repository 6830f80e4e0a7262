# Objects and maps compared as data: an attribute or a key whose value is
# null is one the value lacks, as the languages hold a choice of objects of
# other keys and an SDK's object of unset properties.
config flag "bool" {
  default = false
}

resource pet "random:index/randomPet:RandomPet" {
  length = 1
}

output chosenEmptyIsNull {
  value = secret(flag ? { xray = "a" } : {}) != { xray = null }
}

output chosenNullIsNull {
  value = (flag ? { xray = "a" } : { xray = null }) == { xray = null }
}

output emptyIsNull {
  value = (!flag ? {} : { xray = "a" }) == { xray = null }
}

output valueIsNotNull {
  value = (!flag ? { xray = "a" } : {}) == { xray = null }
}

output mapNullValue {
  value = { a = pet.id, b = null } == { a = pet.id }
}

output nestedNull {
  value = [flag ? { k = 1 } : {}] == [{ k = null }]
}

output outputOfChoice {
  value = (flag ? { name = pet.id } : { name = null }) == {}
}
