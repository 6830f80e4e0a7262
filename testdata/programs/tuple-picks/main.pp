// A constant index into a tuple that holds outputs picks a plain element
// as a plain value, as the binder types it: compared, added to and given
// as a plain input in every language (TypeScript compared the output
// itself, and Go added to one).
resource pet "random:index/randomPet:RandomPet" {
  length = 2
}

picked = element([length([]), pet.length], 0)
indexed = [3, pet.length][0]
eventual = element([length([]), pet.length], 1)

resource sized "random:index/randomString:RandomString" {
  length = indexed + picked
}

output compared { value = picked > -2.75 ? "above" : "below" }
output added { value = indexed + 1 }
output eventual { value = eventual * 2 }
resource shuffle "random:index/randomShuffle:RandomShuffle" {
  inputs = ["a", "b"]
  resultCount = 1
}

output remainders { value = { first = element([shuffle.resultCount % 5], 0) } }

mixedNumbers = [1, try(notImplemented("not here"), 2147483648)]

output firstNumber { value = "${element(mixedNumbers, 0)}!" }
