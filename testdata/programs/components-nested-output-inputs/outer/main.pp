config "name" "string" {
}

config "token" "string" {
}

label = "outer-${name}"

component "direct" "./inner" {
  value = name
}

component "viaLocal" "./inner" {
  value = label
}

component "secretValue" "./inner" {
  value = token
}

output "seen" {
  value = "${direct.seen} ${viaLocal.seen}"
}

output "tokenLength" {
  value = secretValue.size
}
