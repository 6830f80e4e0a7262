# Issue 12 item 11: length of a dynamic value (an untyped config, an element
# of one), which Go holds as interface{}: a list's elements, a map's, a
# string's characters; as an output, resource, component and invoke inputs,
# nested in lists and objects and inside for bodies.
config "v" {
  default = ["a", "b"]
}

config "m" {
  default = { x = 1, y = 2, z = 3 }
}

config "s" {
  default = "héllo"
}

config "nested" {
  default = [["a"], ["b", "c"]]
}

output "len" {
  value = length(v)
}

output "lengths" {
  value = { list = length(v), map = length(m), string = length(s) }
}

output "inner" {
  value = [for e in nested : length(e)]
}

resource "sized" "simple:index:resource" {
  inputOne = "n${length(m)}"
  inputTwo = length(v) + length(nested[1])
}

resource "blocks" "blocks:index/index:resource" {
  aListOfResources = [for e in nested : { innerString = length(e) }]
}

component "comp" "./comp" {
  count = length(s)
}

ami = invoke("aws:ec2/getAmi:getAmi", {
  owners = [for i in range(length(v)) : "owner-${i}"]
  mostRecent = length(m) > 2
})

output "ami" {
  value = ami.imageId
}

output "compCount" {
  value = comp.doubled
}
