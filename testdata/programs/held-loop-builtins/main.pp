# Loops over collections whose elements hold outputs beside plain values
# read the elements as outputs; builtins given what they read (element,
# lookup, join, a template) compute outputs too.
resource "pass" "random:index/randomPassword:RandomPassword" {
  length = 8
}

flags = [pass.upper, true]

# entries of a loop's values that are outputs, filtered by a plain key read
# through element (fuzz seed 10062).
byKey = { for i, entry in entries([for k, flag in flags : (flag ? 13 : k)]) : "k${i}" => !pass.upper if(element([entry.key], 0) == 0) }

reads = [for o in [{ key = 1, value = pass.length }] : {
  element  = element([o.key], 0) == 0
  index    = [o.key][0] == 0
  attr     = { a = o.key }.a == 0
  lookup   = lookup({ a = o.key }, "a", 0) == 0
  direct   = o.key == 0
  template = "${element([o.key], 0)}"
  joined   = join(",", [o.key, 3])
  mixed    = element([o.key, 2], 0) == 1
  loop     = [for x in [o.key] : x + 1]
  length   = length([o.key]) + 0
}]

output "byKey" {
  value = byKey
}

output "reads" {
  value = reads
}
