# A component's input given an output whose value is null takes the config
# variable's default, as an input left out does: the policies echo the
# target tracking configuration the program gives, so an attribute left out
# of it (disableScaleIn of "unset") is null, one given ("set") is not. So
# does an input given a plain null, from a config variable or a literal.
# An input without a default ("./checker") given an output that may be null
# takes its value, and would fail on null.
resource "unset" "aws:autoscaling/policy:Policy" {
  autoscalingGroupName = "group"
  targetTrackingConfiguration = {
    targetValue = 0.5
  }
}

resource "set" "aws:autoscaling/policy:Policy" {
  autoscalingGroupName = "group"
  targetTrackingConfiguration = {
    targetValue    = 2
    disableScaleIn = false
  }
}

component "fromNull" "./scaler" {
  disabled = unset.targetTrackingConfiguration.disableScaleIn
  target   = unset.targetTrackingConfiguration.targetValue
}

component "fromValue" "./scaler" {
  label    = "given"
  disabled = set.targetTrackingConfiguration.disableScaleIn
  target   = set.targetTrackingConfiguration.targetValue
}

component "leftOut" "./scaler" {
}

config "nothing" "bool" {
  default = null
}

config "noLabel" "string" {
  default = null
}

component "fromNullConfig" "./scaler" {
  disabled = nothing
  target   = null
  label    = noLabel
}

component "check" "./checker" {
  enabled = set.targetTrackingConfiguration.disableScaleIn
}

output "checked" {
  value = check.enabled
}

output "nullDisabled" {
  value = fromNull.disabled
}

output "valueDisabled" {
  value = fromValue.disabled
}

output "leftOutTarget" {
  value = leftOut.target
}

output "nullConfigDisabled" {
  value = fromNullConfig.disabled
}

output "nullTarget" {
  value = fromNullConfig.target
}

output "labels" {
  value = [fromNullConfig.label, fromValue.label, leftOut.label]
}

output "valueTarget" {
  value = fromValue.target
}
