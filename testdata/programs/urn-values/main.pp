// A resource's URN read as a value is the engine's: a child of the stack
// has its own type in it, not the stack's type before it, so a hash of it
// is the same in every language.
resource first "simple:index:resource" {
  inputOne = "x"
}

resource second "simple:index:resource" {
  inputOne = sha1(first.urn)
}

output urnDigest { value = toBase64(sha1("${first.urn}!")) }
output urnLength { value = length(second.urn) }
