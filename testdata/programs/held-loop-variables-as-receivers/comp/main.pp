config "nums" "list(number)" {}

output "doubled" {
  value = [for n in nums : n * 1.5]
}
