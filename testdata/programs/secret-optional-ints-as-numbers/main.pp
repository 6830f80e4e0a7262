# Secrets of optional ints (a range's values, which may be null) recovered
# with a number default: the recover is an optional number, which the
# secret's optional int output converts to.
config "limit" "int" {
  default = 3
}

resource "pets" "random:index/randomPet:RandomPet" {
  length = 2
  prefix = "${range.key}-${recover(secret(range.value), 1.5)}"
  options {
    range = {
      one = 1
      two = (limit < 0 ? null : 2)
    }
  }
}

output "count" {
  value = length(pets)
}
