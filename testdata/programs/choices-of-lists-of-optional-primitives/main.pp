config "flag" "bool" {
  default = true
}

config "opts" "object({n=optional(number), s=optional(string), b=optional(bool)})" {
  default = {
    n = 1.5
  }
}

resource "pol" "aws:autoscaling/policy:Policy" {
  autoscalingGroupName = "g"
  targetTrackingConfiguration = {
    targetValue = 2.5
  }
}

resource "ints" "random:index/randomInteger:RandomInteger" {
  min = 1
  max = 10
  options {
    range = 2
  }
}

output "eventualNumbers" {
  value = [(ints[0].max > 3 ? [for i in ints[*].min : pol.targetTrackingConfiguration.targetValue if flag] : ints[*].min)]
}
output "plainNumbers" {
  value = flag ? [opts.n, 2.5] : [1, 2]
}
output "plainStrings" {
  value = !flag ? [true] : [opts.s, "x"]
}
output "plainMaps" {
  value = flag ? { a = opts.b, c = true } : { b = 3 }
}
output "eventualMaps" {
  value = ints[0].max > 3 ? { a = opts.n } : { b = ints[1].min }
}
