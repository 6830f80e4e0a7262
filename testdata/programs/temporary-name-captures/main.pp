# User names spelled like the temporaries generated code declares inside
# function literals (try's and can's results, range's bounds and counter,
# the accumulators of splats and dependsOn lists): each temporary takes
# another name, so the arguments printed beside it still read the user's
# values.
config "v" "string" {
  default = "fallback"
}


config "start" "int" {
  default = 1
}

config "limit" "int" {
  default = 4
}

config "step" "int" {
  default = 2
}

resource "result" "random:index/randomString:RandomString" {
  options {
    range = 2
  }
  length = 3 + range.value
}

resource "after" "random:index/randomString:RandomString" {
  length = 4
  options {
    dependsOn = result
  }
}

i = 10
ok = [v, "x"]
r = [for x in range(start, limit, step) : x + i]
item = try(ok[start + 4], v)
res = try(ok[1], v)

output "canRead" {
  value = can(ok[start])
}

output "cannotRead" {
  value = can(ok[start + 2])
}

output "tried" {
  value = [item, res]
}

output "counted" {
  value = r
}

output "ids" {
  value = length(result[*].id)
}
