config "inner" "object({someInput=bool})" {
}

config "items" "list(object({innerString=string}))" {
}

resource "copy" "maxItemsOne:index/index:resource" {
  innerResource = inner
}

resource "copyList" "blocks:index/index:resource" {
  aListOfResources = items
}

output "copied" {
  value = copy.innerResourceOutput.someInput
}
