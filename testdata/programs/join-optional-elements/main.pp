# Joining lists of optional strings, plain and gathered from outputs: each
# element is a string here, and joins.
config "names" "list(optional(string))" {
  default = ["a", "b"]
}

resource "shuffles" "random:index/randomShuffle:RandomShuffle" {
  inputs = ["x"]
  seed = "s"
  options {
    range = 2
  }
}

output "plain" {
  value = join("-", names)
}

output "gathered" {
  value = join("-", shuffles[*].seed)
}

output "secret" {
  value = join(",", secret([for n in names : n]))
}
