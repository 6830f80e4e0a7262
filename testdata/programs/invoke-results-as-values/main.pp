# An invoke's whole result where a value leaves the SDK's typed positions: a
# stack output, toJSON's argument, inside a tuple and an object. PCL holds
# it as an object keyed by the schema's names: Python's result is an
# instance of a class whose properties are attributes (not a dict, which
# _pcl_value read with get), Go's a struct json.Marshal keys by Go names,
# and the plain form (a promise the backends await) had no shape at all.
resource "named" "random:index/randomPet:RandomPet" {
  length = 2
}

plainResult = invoke("simple:index:getSecret", {
  name = "plain"
})

outputResult = invoke("simple:index:getSecret", {
  name = named.id
})

output "plainWhole" {
  value = plainResult
}

output "plainJson" {
  value = toJSON(plainResult)
}

output "plainInside" {
  value = {
    result = plainResult
    pair   = [plainResult, "text"]
  }
}

output "outputWhole" {
  value = outputResult
}

output "outputJson" {
  value = toJSON(outputResult)
}

output "outputInside" {
  value = [outputResult, outputResult.value]
}
