config "byKey" {
}

config "results" {
}

config "nested" {
}

output "all" {
  value = [byKey, results, nested]
}
