# A config whose default is null and that is not set is null. Given where a
# value is required (a map's element, a list's element, a property an
# object requires), the null leaves that place unset, as it leaves an
# optional input unset; the configs that are set give their values there.
config "setName" "string" {
  default = null
}

config "unsetName" "string" {
  default = null
}

config "setPort" "int" {
  default = null
}

config "unsetPort" "int" {
  default = null
}

config "setTarget" "number" {
  default = null
}

config "unsetTarget" "number" {
  default = null
}

config "setEnabled" "bool" {
  default = null
}

config "unsetEnabled" "bool" {
  default = null
}

resource "group" "aws:ec2/securityGroup:SecurityGroup" {
  tags = {
    Set   = setName
    Unset = unsetName
  }
  ingress = [{
    protocol    = unsetName
    fromPort    = unsetPort
    toPort      = setPort
    cidrBlocks  = ["10.0.0.0/8", unsetName, setName]
    description = unsetName
  }]
  egress = [{
    protocol = setName
    fromPort = setPort
    toPort   = unsetPort
  }]
}

resource "unsetPolicy" "aws:autoscaling/policy:Policy" {
  autoscalingGroupName = "group"
  targetTrackingConfiguration = {
    targetValue    = unsetTarget
    disableScaleIn = unsetEnabled
  }
}

resource "setPolicy" "aws:autoscaling/policy:Policy" {
  autoscalingGroupName = "group"
  targetTrackingConfiguration = {
    targetValue    = setTarget
    disableScaleIn = setEnabled
  }
}

resource "bucket" "aws:s3/bucket:Bucket" {
  lifecycleRules = [
    { enabled = unsetEnabled },
    { enabled = setEnabled, prefix = setName },
  ]
}
