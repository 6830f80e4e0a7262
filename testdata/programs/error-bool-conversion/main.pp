# A string converts to a bool only when it is "true" or "false": "yes" given
# to a bool input is an error when the program runs.
config "special" "string" {
  default = "yes"
}

resource "name" "random:index/randomString:RandomString" {
  length  = 8
  special = special
}
