# Fuzz seed 10610: an element read from a choice between a collection that
# holds outputs and a plain one (a conditional's branches, lookup's element
# and its default) may be plain when the program runs, whatever the choice's
# type says; and a map of outputs resolved by an apply is a dict of plain
# values to pyright.
config "flag" "bool" {
  default = false
}

config "key" "string" {
  default = "a"
}

resource "fn" "aws:lambda/function:Function" {
  handler = "h"
  role = "r"
}

resource "obj" "aws:s3/bucketObject:BucketObject" {
  bucket = "b"
  key = toBase64(lookup({ a = fn.handler, b = "x" }, key, "d"))
  content = toBase64(lookup({ for v in range(2) : "k${v}" => fn.handler }, "x", "d"))
  source = stringAsset(toBase64(lookup({ for v in range(2) : "k${v}" => [fn.handler] }, "x", ["d"])[0]))
}

output "chosen" {
  value = toBase64((flag ? [fn.handler] : ["d"])[0])
}

output "chosenAttribute" {
  value = (flag ? { name = fn.handler } : { name = "plain" }).name
}

output "found" {
  value = toBase64(lookup({ x = [fn.handler] }, key, ["d"])[0])
}
