# toJSON of a local that holds a secret config (Go reads secrets as outputs,
# so the local is an input collection there): the JSON is the secret's.
config "token" "string" {
  secret = true
}

config "names" "list(string)" {}

settings = {
  auth = {
    token = token
    names = names
  }
  level = 2.5
}

output "settingsJson" {
  value = toJSON(settings)
}
