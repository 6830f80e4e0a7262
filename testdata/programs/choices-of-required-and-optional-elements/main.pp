resource "pol" "aws:autoscaling/policy:Policy" {
  autoscalingGroupName = "g"
  targetTrackingConfiguration = {
    targetValue = 0.1
    disableScaleIn = true
  }
}

resource "shuffle" "random:index/randomShuffle:RandomShuffle" {
  inputs = ["a", "b", "c"]
}

listValues = unsecret(shuffle.resultCount == 3 ? [1e3, -2.75] : [for x in shuffle.results : pol.targetTrackingConfiguration.targetValue])
mapValues = shuffle.resultCount == 3 ? { a = 1.5 } : { for x in shuffle.results : x => pol.targetTrackingConfiguration.targetValue }
boolValues = shuffle.resultCount != 3 ? [for x in shuffle.results : pol.targetTrackingConfiguration.disableScaleIn] : [false]

output "values" {
  value = [listValues, mapValues, boolValues]
}
