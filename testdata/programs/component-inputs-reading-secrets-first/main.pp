# Component inputs whose values read a secret (an output) before plain
# config: each such input is an output, however many plain reads follow.
config bravo bool {
  default = false
  secret  = true
}
config plainName string {
  default = "plain"
}
config count int {
  default = 3
}

chosen = bravo ? plainName : "other"

ami = invoke("aws:ec2/getAmi:getAmi", {
  mostRecent = (count != (bravo ? count : 0.5))
})

component direct "./comp" {
  label = bravo ? plainName : "x"
}
component throughLocal "./comp" {
  label = "${chosen}-${plainName}"
}
component throughInvoke "./comp" {
  label = ami.architecture
}
component plain "./comp" {
  label = plainName
}

output names {
  value = [direct.name, throughLocal.name, throughInvoke.name, plain.name]
}
