# A local component registers the inputs that wait for no component's
# output, as the values its instances pass (converted to the inputs' types):
# constants, config, resource outputs, secrets, through locals and ranges.
# An input some instance sets from a component's output is left out of the
# registration (of every instance of that component): the SDK would wait for
# it before registering, and with it every child of the component.
config "token" "string" {
  default = "s3cret"
  secret  = true
}

resource "seed" "random:index/randomInteger:RandomInteger" {
  min = 1
  max = 3
}

words = ["x", "y"]

component "converted" "./box" {
  flag     = "true"
  ratio    = "2.5"
  size     = "7"
  label    = false
  numbers  = ["10", "11"]
  flags    = { "left" : "true", "right" : "false" }
  owner    = { name = "ann", age = "41" }
  feedback = "constant"
}

component "fromResource" "./box" {
  flag     = true
  ratio    = seed.result / 2
  size     = seed.result
  label    = token
  numbers  = [3, "4"]
  owner    = { name = "bob", age = 5 }
  feedback = "constant"
}

# feedback reads a component's output: no box registers it.
component "fromComponent" "./box" {
  flag     = false
  ratio    = 1
  size     = 1
  label    = "plain"
  feedback = converted.summary
}

component "perWord" "./box" {
  options {
    range = words
  }
  flag     = true
  ratio    = range.key
  size     = 2
  label    = range.value
  feedback = "constant"
}

# The outer component passes its inputs on: one that waits for no component
# is registered by the inner one too; one read from a component's output is
# registered by neither.
component "outer" "./outer" {
  plain   = seed.result
  waiting = fromResource.summary
}

output "summaries" {
  value = [converted.summary, fromResource.summary, fromComponent.summary, perWord[1].summary]
}

output "outerResult" {
  value = outer.result
}
