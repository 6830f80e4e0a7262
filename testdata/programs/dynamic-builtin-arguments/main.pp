# Values of any type given to builtins that take strings, numbers or lists of
# strings: PCL converts each as it converts a value given where its declared
# type is taken, a number to its digits and a string to a number.
config "settings" {
  default = {
    separator = 0
    text      = 102030
    count     = "2"
    index     = "1"
    key       = 7
    parts     = [1, true, "c"]
    encoded   = "aGk="
  }
}

output "splitNumber" {
  value = split(settings.separator, settings.text)
}

output "joinMixed" {
  value = join(settings.separator, settings.parts)
}

output "base64" {
  value = toBase64(settings.key)
}

output "decoded" {
  value = fromBase64(settings.encoded)
}

output "hashed" {
  value = sha1(settings.text)
}

output "picked" {
  value = element(["x", "y", "z"], settings.index)
}

output "counted" {
  value = range(settings.count)
}

output "largest" {
  value = max(settings.count, 1)
}

output "looked" {
  value = lookup({ "7" = "seven" }, settings.key, "none")
}

# The same through an output of any type.
output "splitSecret" {
  value = split(",", secret(settings.text))
}

resource "pets" "random:index/randomPet:RandomPet" {
  options {
    range = secret(settings.parts)
  }
  prefix = join("-", split("0", range.value))
}
