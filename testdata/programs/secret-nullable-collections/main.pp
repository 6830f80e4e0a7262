// Secret config of collections of optional values that may be null, read
// where they are not set.
config "weights" "list(optional(number))" {
  nullable = true
  secret   = true
}

config "limits" "map(optional(int))" {
  nullable = true
  secret   = true
}

output "weights" {
  value = weights
}

output "limitsGiven" {
  value = limits != null
}
