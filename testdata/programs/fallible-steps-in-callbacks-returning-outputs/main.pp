# A step that may fail (fromBase64) inside a callback that returns an
# output (a loop over a secret, filtered by secrets): the callback returns
# its error with the zero output (fuzz seed 85152).

resource "shuffle" "random:index/randomShuffle:RandomShuffle" {
  inputs = [for key in { for name, on in unsecret(secret({ "a" = true })) : name => unsecret(secret(on)) } : unsecret(secret(fromBase64("aGVsbG8gd29ybGQ="))) if secret(key)]
}
