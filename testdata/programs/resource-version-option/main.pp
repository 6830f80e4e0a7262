# A version option that names the version of the package's own SDK is the
# program's option all the same: the registration carries it, as it
# carries another version, and a resource without the option carries none.
resource "own" "random:index/randomId:RandomId" {
  byteLength = 4
  options {
    version = "4.11.2"
  }
}

resource "other" "random:index/randomPet:RandomPet" {
  options {
    version = "4.10.0"
  }
}

resource "plain" "random:index/randomString:RandomString" {
  length = 8
}
