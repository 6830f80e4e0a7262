# A comparison with null is true for a JSON null as for a missing value:
# config.json sets the untyped document's "owner" to null and leaves out
# "team", and the optional name unset.
config "document" {}

config "name" "string" {
  default = null
}

output "ownerIsNull" {
  value = document.owner == null
}

output "ownerIsSet" {
  value = document.owner != null
}

output "nameIsNull" {
  value = name == null
}

output "nullIsName" {
  value = null == name
}
