# Conditionals of conditionals of objects holding outputs, given to an
# optional input of a schema's object type (a Ptr input in Go).
config "flag" "bool" {
  default = true
}

resource "id" "random:index/randomInteger:RandomInteger" {
  min = 1
  max = 9
}

resource "scaling" "aws:autoscaling/policy:Policy" {
  autoscalingGroupName = "group"
  targetTrackingConfiguration = flag ? (!flag ? {
    targetValue = 1
    } : {
    targetValue = id.result
    }) : {
    disableScaleIn = true
    targetValue    = id.result + 1
  }
}

resource "chosen" "aws:autoscaling/policy:Policy" {
  autoscalingGroupName = "other"
  targetTrackingConfiguration = !flag ? null : (flag ? { targetValue = id.result, disableScaleIn = id.result > 4 } : { targetValue = 2 })
}

output "scaling" {
  value = scaling.targetTrackingConfiguration
}

output "chosen" {
  value = chosen.targetTrackingConfiguration
}
