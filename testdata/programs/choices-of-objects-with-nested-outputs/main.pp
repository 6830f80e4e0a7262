config "flag" "bool" {
  default = false
}

resource "pol" "aws:autoscaling/policy:Policy" {
  autoscalingGroupName = "g"
  targetTrackingConfiguration = {
    targetValue = 0.1
  }
}

resource "shuffle" "random:index/randomShuffle:RandomShuffle" {
  inputs = ["a", "b", "c"]
  resultCount = 2
}

plainInner = { tango = 1.5 }

nestedChoice = flag ? {
  foxtrot = (flag ? { tango = -2.75 } : { tango = 1e3 })
  quebec = {
    yankee = shuffle.resultCount
  }
  sierra = pol.policyType
} : {
  foxtrot = {
    tango = pol.targetTrackingConfiguration.targetValue
  }
  quebec = {
    kilo = pol.policyType
    yankee = null
  }
  sierra = "s"
}

nestedObject = !flag ? {
  inner = { tango = 2 }
  deep = { more = { n = 3 } }
  label = pol.policyType
} : {
  inner = { tango = shuffle.resultCount }
  deep = { more = { n = shuffle.resultCount } }
}

nestedReference = flag ? {
  inner = plainInner
  label = pol.policyType
} : {
  inner = { tango = pol.targetTrackingConfiguration.targetValue }
}

output "nestedChoice" {
  value = nestedChoice
}
output "nestedObject" {
  value = nestedObject
}
output "nestedReference" {
  value = nestedReference
}
