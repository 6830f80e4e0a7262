config "flag" "bool" {
  default = true
}

resource "policy" "aws:autoscaling/policy:Policy" {
  autoscalingGroupName = "group"
  targetTrackingConfiguration = {
    targetValue = 50
  }
}

resource "number" "random:index/randomInteger:RandomInteger" {
  min = 1
  max = 5
}

target = flag ? policy.targetTrackingConfiguration.targetValue : secret(0.1)

sum = flag ? number.result + number.result : 2.5

output "target" {
  value = target * 2
}

output "sum" {
  value = "${sum}"
}
