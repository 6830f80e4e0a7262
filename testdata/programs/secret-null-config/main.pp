# A secret config variable that may be null and is not set is a secret
# null: comparing it with null gives a secret true, and reading it gives a
# secret null, in every SDK (TypeScript's getSecret gives undefined, which
# is no output at all).
config "word" "string" {
  nullable = true
  secret   = true
}

config "count" "number" {
  nullable = true
  secret   = true
}

output "wordIsNull" {
  value = word == null
}

output "countIsNull" {
  value = count == null
}

output "wordOrDefault" {
  value = word == null ? "none" : word
}
