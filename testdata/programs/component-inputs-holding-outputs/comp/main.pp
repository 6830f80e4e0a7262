config "tags" "map(string)" {
}

config "names" "list(string)" {
}

config "settings" "object({label=string, size=int})" {
}

config "rules" "list(object({port=int, name=string}))" {
}

config "device" "object({spec=object({deviceName=string, virtualName=string}), owner=string})" {
}

config "nested" "map(list(string))" {
}

config "prefix" "string" {
  default = "none"
}

resource "other" "random:index/randomPet:RandomPet" {
  keepers = tags
  prefix  = settings.label
  length  = settings.size
}

output "summary" {
  value = "${tags.Name}/${tags.Env}/${join(",", names)}/${settings.label}/${settings.size}/${device.spec.deviceName}/${device.owner}/${nested.first[0]}/${prefix}/${length(rules)}"
}

output "ruleNames" {
  value = [for r in rules : "${r.name}:${r.port}"]
}
