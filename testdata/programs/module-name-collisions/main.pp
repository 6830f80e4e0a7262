// User names spelled like the modules and typing names generated code
// imports (Python's math for a remainder, decimal for a number's text,
// typing's cast and Any; TypeScript's crypto; Go's fmt, strconv, sha1 and
// hex): each variable takes another name, so the calls still reach the
// modules.
config "divisor" "number" {
  default = 2.5
}

resource math "random:index/randomInteger:RandomInteger" {
  min = 1
  max = 10
}

cast = math.result % divisor
decimal = "n=${divisor / 3}"
Any = [cast, divisor]
json = toJSON({ a = divisor })
unicodedata = length("e\u0301")

crypto = sha1(decimal)
sha1 = "${crypto}:${unicodedata}"
hex = toBase64(sha1)
fmt = "${hex}!"
strconv = "${divisor}"

output remainder { value = cast }
output text { value = decimal }
output values { value = Any }
output encoded { value = json }
output graphemes { value = unicodedata }
output digest { value = fmt }
output number { value = strconv }
