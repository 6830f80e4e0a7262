resource "NaN" "random:index/randomString:RandomString" {
  length = 1
  minUpper = min(1, --1)
}
