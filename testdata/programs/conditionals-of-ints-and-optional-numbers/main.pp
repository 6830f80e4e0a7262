# Conditionals of an int and an optional number, plain and eventual: Go holds
# the optional number as a pointer, which a value of any type must not keep.
config hotel bool {
  default = false
}
config ratio number {
  default  = 1.5
  nullable = true
}
config count int {
  default = 4
}

resource policy "aws:autoscaling/policy:Policy" {
  autoscalingGroupName = "group"
  targetTrackingConfiguration = {
    targetValue = 2.5
  }
}

output inTemplate {
  value = "b${hotel ? 3 : policy.targetTrackingConfiguration.targetValue}"
}
output whole {
  value = hotel ? count : policy.targetTrackingConfiguration.targetValue
}
output plain {
  value = !hotel ? ratio : 3
}
output plainTemplate {
  value = "p${!hotel ? ratio : count}"
}
output compared {
  value = (!hotel ? ratio : count) == 1.5
}
output listed {
  value = [for v in [1, 2] : hotel ? v : policy.targetTrackingConfiguration.targetValue]
}
