# A resource's id and urn held in a collection of values of several types
# (a map of optional strings, a list of any values) are the strings PCL
# holds, wherever the collection is read in an apply.
config flag bool {
  default = false
}

resource pet "random:index/randomPet:RandomPet" {
  length = 2
}

resource key "random:index/randomString:RandomString" {
  length = 8
}

chosen = flag ? { for i, v in [1, 2] : "k${i}" => key.result } : {
  id      = pet.id
  urn     = pet.urn
  special = key.overrideSpecial
}
listed = { for i, v in [1] : "k${i}" => [pet.id, key.overrideSpecial] }

output read {
  value = [for k, v in chosen : "${k}=${v}" if v != null]
}
output readListed {
  value = [for k, v in listed : join(",", [for x in v : x if x != null])]
}
