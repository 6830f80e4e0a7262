# Outputs that may be null, read where PCL requires a value: an optional
# string output in a string template (concatenated, and formatted beside a
# number), and an attribute of an optional object output compared inside an
# apply. A null in either place is an error to PCL, so the generated programs
# fail on it rather than print "None" or read an attribute of nothing; the
# values here are present, and printed as they are.
resource "picker" "random:index/randomInteger:RandomInteger" {
  min  = 1
  max  = 9
  seed = "fixed"
}

resource "policy" "aws:autoscaling/policy:Policy" {
  autoscalingGroupName = "group"
  targetTrackingConfiguration = {
    targetValue = 0.5
  }
}

output "seedText" {
  value = "seed-${picker.seed}!"
}

output "seedAndResult" {
  value = "${picker.seed}/${picker.result}"
}

output "lowTarget" {
  value = policy.targetTrackingConfiguration.targetValue <= 2
}
