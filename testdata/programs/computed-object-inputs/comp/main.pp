config "items" "list(object({innerString=string}))" {
}

config "inner" "object({someInput=bool})" {
}

resource "blocks" "blocks:index/index:resource" {
  aListOfResources = items
}

resource "innerCopy" "maxItemsOne:index/index:resource" {
  innerResource = inner
}

resource "innerItems" "blocks:index/index:resource" {
  aListOfResources = [for it in items : it]
}
