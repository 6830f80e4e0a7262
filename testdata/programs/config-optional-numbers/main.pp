# Config objects with optional int and number attributes, which the program
# reads from JSON: their numbers are whole numbers where ints are taken.
config "hosts" "list(object({port=int, weight=optional(int), ratio=optional(number)}))" {
}

config "limits" "map(object({low=optional(int)}))" {
}

resource "tagged" "aws:ec2/ami:Ami" {
  tags = { for i, w in hosts[*].weight : "k${i}" => "${hosts[0].port - 1}:${w}" if w != null }
}

output "weights" {
  value = [for h in hosts : h.weight == null ? 0 : h.weight + 1]
}

output "ratios" {
  value = [for h in hosts : h.ratio]
}

output "lows" {
  value = { for k, v in limits : k => v.low }
}
