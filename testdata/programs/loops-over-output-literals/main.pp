# For expressions and splats whose source is a literal holding outputs: Go
# prints such a literal as a composite literal of a named type
# (pulumi.StringMap{...}), which needs parentheses at the head of a loop.
resource "key" "random:index/randomId:RandomId" {
  byteLength = 4
}

resource "password" "random:index/randomPassword:RandomPassword" {
  length = 12
}

config "flag" "bool" {
  default = true
}

overMap = [for name, pem in {
  "x-y" = password.result
  plain = "text"
} : [for other in {} : key.hex]]

overMapValues = [for name, pem in {
  first  = password.result
  second = key.b64Std
} : pem]

overList = [for pem in [key.hex, key.b64Std] : [pem, "tail"]]

overListKeys = { for i, pem in [key.hex, "plain"] : "k${i}" => pem }

splatOverList = [key.hex, key.dec][*]

chosen = [for pem in (flag ? [key.hex] : [key.b64Std]) : pem]

chosenMap = { for name, pem in (flag ? { a = key.hex } : { b = key.b64Std, c = "plain" }) : "${name}-k" => pem }

chosenKeys = [for name, pem in (!flag ? { a = key.hex } : { b = key.b64Std, c = "plain" }) : name]

splatOverChosen = (flag ? [key.hex] : [])[*]

output "chosenMap" {
  value = chosenMap
}

output "chosenKeys" {
  value = chosenKeys
}

output "splatOverChosen" {
  value = splatOverChosen
}

output "overMap" {
  value = overMap
}

output "overMapValues" {
  value = overMapValues
}

output "overList" {
  value = overList
}

output "overListKeys" {
  value = overListKeys
}

output "splatOverList" {
  value = splatOverList
}

output "chosen" {
  value = chosen
}
