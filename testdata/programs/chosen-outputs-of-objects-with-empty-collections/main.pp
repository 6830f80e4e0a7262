# Conditionals of outputs of the same PCL type, objects holding empty
# collections: an apply whose callback returns a conditional of object
# constructors takes PCL's type as its result type, not TypeScript's
# (never[] and {}), so that the branches are Outputs of one type.
config "pick" "bool" {
  default = false
}

resource "num" "random:index/randomInteger:RandomInteger" {
  min = 1
  max = 9
}

chosen = pick ? secret({
  golf = []
  lima = {}
  zulu = 3
}) : (3 == num.result ? {
  golf = []
  lima = {}
  zulu = 2
} : {
  golf = []
  lima = {}
  zulu = num.result
})

output "zulu" {
  value = chosen.zulu
}

output "golf" {
  value = length(chosen.golf)
}
