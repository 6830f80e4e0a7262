# Config declared secret is read as a secret: an output whose value stays
# secret in everything computed from it.
config "password" "string" {
  secret = true
}

config "pin" "int" {
  default = 1234
  secret  = true
}

config "token" "string" {
  nullable = true
  secret   = true
}

config "settings" "object({user=string, port=int})" {
  default = {
    user = "admin"
    port = 8080
  }
  secret = true
}

config "plain" "string" {
  default = "visible"
}

greeting = "${settings.user}:${password}"
shout    = "${greeting}!"

resource "salt" "random:index/randomString:RandomString" {
  length          = pin - 1226
  overrideSpecial = password
  keepers = {
    plain = plain
    user  = settings.user
  }
}

output "greeting" {
  value = shout
}

output "port" {
  value = settings.port + 1
}

output "token" {
  value = token
}

output "salt" {
  value = salt.result
}

# Builtins over lists holding a secret config: the generated programs hold
# the config as an output, so each call is computed in an apply.
resource "picked" "random:index/randomPet:RandomPet" {
  prefix    = element([plain, password], 3)
  separator = join("-", [plain, "${password}x"])
}

output "joinedLength" {
  value = length(join(",", [password, plain]))
}
