resource "thing" "nopkg:index:Thing" {
  name = "main"
}
