config "text" "string" {
  default = "hello, world"
}

parts    = split(", ", text)
joined   = join("-", parts)
encoded  = toBase64(joined)
decoded  = fromBase64(encoded)
digest   = sha1(decoded)
numbers  = range(1, 10, 3)
biggest  = max(numbers...)
smallest = min(3, 1.5)
lookedUp = lookup({ a = "x" }, "b", "default")
single   = singleOrNone([text])
items    = entries({ one = 1, two = 2 })
first    = element(parts, 0)
ratio    = length(parts) / 2
half     = 7 % 2 == 1 ? "odd" : "even"
attempt  = try(parts[5], "none")
works    = can(parts[0])

output "summary" {
  value = "${joined} ${digest} ${biggest} ${smallest} ${lookedUp} ${single} ${first} ${ratio} ${half} ${attempt} ${works}"
}

output "items" {
  value = [for e in items : "${e.key}=${e.value}"]
}

output "where" {
  value = "${stack()}/${project()}/${organization()}/${rootDirectory()}/${cwd()}"
}

output "json" {
  value = toJSON({ numbers = numbers, text = text })
}

output "asset" {
  value = stringAsset(text)
}
