# Applies whose callbacks TypeScript would give a literal type (a logical
# operation with a literal, a conditional of literals), read by comparisons
# with other literals.
resource "pet" "random:index/randomPet:RandomPet" {
  length = 2
}

resource "password" "random:index/randomPassword:RandomPassword" {
  length = 8
}

never   = (password.special && false)
always  = (password.upper || true)
small   = (pet.length > 1 ? 1 : 2)
word    = (pet.length > 1 ? "long" : "short")
maybeNo = !(password.lower && false)

resource "named" "random:index/randomPet:RandomPet" {
  length = (never == true) ? 3 : small
  prefix = (word == "medium") ? "m" : "${always == false}-${maybeNo != true}"
}

output "checks" {
  value = [never == true, always != false, small == 3, word != "medium", maybeNo == false]
}
