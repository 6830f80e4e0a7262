# A plain invoke's result is a promise; loops over it that make outputs
# (secrets) give a promise that holds outputs, and every builtin over it
# computes an output (fuzz seed 10143: lookup of such a map was typed a
# promise of a string, and Go read the outputs as strings).
ami = invoke("aws:ec2/getAmi:getAmi", {
  owners = ["self", "amazon"]
})

secrets    = [for o in ami.owners : secret(o)]
secretMap  = { for o in ami.owners : o => secret("${o}!") }
recovered  = { for o in ami.owners : o => recover(secret(o), "none") }
counts     = [for o in ami.owners : secret(length(o))]

resource "pass" "random:index/randomPassword:RandomPassword" {
  length = 8
}

resource "policy" "aws:autoscaling/policy:Policy" {
  autoscalingGroupName = element(secrets, 1)
  policyType           = lookup(recovered, "self", "missing")
}

output "builtins" {
  value = {
    element   = element(secrets, 0)
    lookup    = lookup(secretMap, "amazon", "missing")
    missing   = lookup(secretMap, "nobody", "missing")
    joined    = join("+", secrets)
    length    = length(secrets)
    entries   = entries(secretMap)
    json      = toJSON(secretMap)
    max       = max(counts...)
    maxMixed  = max(3, counts...)
    maxHeld   = max([pass.length, 3]...)
    min       = min(counts[0], counts[1])
    single    = singleOrNone([element(secrets, 0)])
    template  = "first ${secrets[0]} then ${secretMap["amazon"]}"
    sha       = sha1(join("", secrets))
    encoded   = toBase64(element(secrets, 1))
    split     = split("l", element(secrets, 0))
  }
}

output "reads" {
  value = {
    loop      = [for s in secrets : "${s}!"]
    filtered  = { for k, v in secretMap : k => v if k != "self" }
    compared  = secrets[0] == "self"
    chosen    = length(secrets) > 1 ? secrets[1] : "none"
    summed    = counts[0] + counts[1]
  }
}

output "policy" {
  value = [policy.autoscalingGroupName, policy.policyType]
}
