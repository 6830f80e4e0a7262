# Strings used as operands convert as PCL converts them, outside property
# position too: a string holding a number is that number in arithmetic and
# ordering (port + 1 is 8081, not "80801"), a string "true" or "false" (or
# "1" or "0") is that bool in logic, in a conditional's condition and in a
# resource option. Plain and eventual (secret) operands alike.
config port "string" {
  default = "8080"
}

config flag "string" {
  default = "false"
}

config ratio "string" {
  default = "2.5"
}

next       = port + 1
difference = port - ratio
product    = ratio * 2
quotient   = port / 4
remainder  = port % 7
negated    = -ratio
larger     = port > ratio
notFlag    = !flag
either     = flag || port < 10
both       = flag && true
chosen     = flag ? "on" : "off"
inList     = [for p in [port, ratio] : p * 2 if p > 3]

secretPort = secret(port)
eventual   = secretPort + 1
eventualOn = secret(flag) ? "on" : "off"

resource "pet" "random:index/randomPet:RandomPet" {
  length = port % 3 + 1
  options {
    protect        = flag
    retainOnDelete = !flag
  }
}

output "arithmetic" {
  value = [next, difference, product, quotient, remainder, negated]
}

output "logic" {
  value = [larger, notFlag, either, both, chosen]
}

output "inList" {
  value = inList
}

output "eventual" {
  value = eventual
}

output "eventualOn" {
  value = eventualOn
}
