# Config variables that may be null, secret or made secret with secret(), of
# every kind of collection (lists, maps, objects of one property type or of
# several, lists of objects) and scalar: left unset, each is null, not an
# empty collection, and Go's output of it keeps its type (a nil
# pulumi.BoolMapInput would make an output of no type; fuzz seed 9934).
config "s" "string" {
  nullable = true
  secret = true
}
config "i" "int" {
  nullable = true
  secret = true
}
config "b" "bool" {
  nullable = true
  secret = true
}
config "ls" "list(string)" {
  nullable = true
  secret = true
}
config "mi" "map(int)" {
  nullable = true
  secret = true
}
config "ob" "object({alpha=bool})" {
  nullable = true
  secret = true
}
config "om" "object({alpha=bool, name=string})" {
  nullable = true
  secret = true
}
config "lo" "list(object({name=string}))" {
  nullable = true
  secret = true
}
config "pob" "object({alpha=bool})" {
  nullable = true
}

config "pls" "list(string)" {
  nullable = true
}

resource "bucket" "aws:s3/bucket:Bucket" {
  tags = mi == null ? { empty = "yes" } : { for k, v in mi : k => "${v}" }
}

output "all" {
  value = [s, i, b, ls, mi, ob, om, lo]
}

output "made" {
  value = [secret(pob), secret(pls)]
}

output "nulls" {
  value = [ob == null, lo == null, pob == null]
}
