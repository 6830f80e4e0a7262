config "items" "list(object({s=string}))" {
}

config "names" "map(string)" {
}

resource "copy" "blocks:index/index:resource" {
  aListOfResources = [for it in items : { innerString = it.s }]
}

output "names" {
  value = [for k, v in names : "${k}=${v}"]
}
