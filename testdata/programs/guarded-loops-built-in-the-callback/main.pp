# try and can catch the failure of building a for expression that holds
# outputs: a key repeated by an object's for expression whose values are
# secret. Inside the guard such a loop is built in the apply's callback
# from what it reads resolved, not resolved whole as the apply's argument
# (built before the callback, outside the guard). A failure that does not
# read the secret (its keys are plain) may leave the fallback plain; one
# that reads it (a key missing from a secret map) is secret.

config names "list(string)" {
  default = ["a", "b"]
}

config token string {
  default = "t"
  secret  = true
}

config table "map(string)" {
  default = { a = "x" }
  secret  = true
}

resource "vm" "aws:ec2/instance:Instance" {
  ami          = "pre ${try(length({ for k, v in ["", range.value] : "dup" => v }), 10)}!"
  instanceType = try([for n in names : token][5], "fallback")
  keyName      = "${can({ for n in names : "same" => token })}"
  tags = {
    missing = try(table["b"], "fallback")
    absent  = "${can(table["b"])}"
  }
  options {
    range = secret(["a"])
  }
}

output repeatedKeys {
  value = can({ for n in names : "same" => token })
}

output distinctKeys {
  value = can({ for n in names : n => token })
}

output groupedKeys {
  value = can({ for n in names : "same" => token... })
}
