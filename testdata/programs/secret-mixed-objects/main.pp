# An object whose properties are of different types, made a secret, is
# read property by property in applies: each read has its property's type
# (Python infers the union of them for the dict's values).
settings = secret({
  name   = "web"
  weight = 1.5
  tags   = ["a", "b"]
})

output "encodedName" {
  value = toBase64(settings["name"])
}

output "heavier" {
  value = settings.weight + 1
}

output "tagCount" {
  value = length(settings.tags)
}
