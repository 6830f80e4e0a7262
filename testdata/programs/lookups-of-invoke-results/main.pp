# Lookups in objects whose values are read from a plain invoke's result
# (which TypeScript awaits where it is made): the values are plain.
config "key" "string" {
  default = "beta"
}

image = invoke("aws:ec2/getAmi:getAmi", {
  owners = ["self"]
})

names = {
  alpha = image.name
  beta  = image["architecture"]
}

output "found" {
  value = lookup({ "alpha" = image["name"] }, "alpha", "none")
}

output "missing" {
  value = lookup({ "alpha" = image.name }, "gamma", "none")
}

output "byConfig" {
  value = lookup(names, key, "none")
}

output "indexed" {
  value = names[key]
}
