# Issue 12 item 16: a resource whose token's member is lower case
# (simple:index:resource) is the SDK's title-cased class in every language.
resource "single" "simple:index:resource" {
  inputOne = "a"
  inputTwo = 2
}

resource "many" "simple:index:resource" {
  options {
    range     = 2
    dependsOn = [single]
  }
  inputOne = "many-${range.value}"
  inputTwo = range.value
}

resource "keyed" "simple:index:resource" {
  options {
    range = { x = 1, y = 2 }
  }
  inputOne = range.key
  inputTwo = range.value
}

chosen = many[0]

output "single" {
  value = single.result
}

output "many" {
  value = [for r in many : r.result]
}

output "keyed" {
  value = keyed["x"].result
}

output "chosen" {
  value = chosen.inputOne
}
