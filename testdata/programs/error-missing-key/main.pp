# Indexing a map with a key it does not hold is an error: the run fails
# there, it does not read a zero value.
config "sizes" "map(int)" {
  default = {
    small = 1
    large = 3
  }
}

resource "name" "random:index/randomString:RandomString" {
  length = sizes["small"] + 7
}

output "large" {
  value = sizes["large"]
}

output "medium" {
  value = sizes["medium"]
}
