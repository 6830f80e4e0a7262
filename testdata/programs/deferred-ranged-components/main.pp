# Components that read the outputs of ranged components created after them
# (cycles through outputs) read a deferred output of the collection of the
# instances' outputs, resolved once the instances exist. Here, a list of
# instances whose outputs differ in type.
component "leader" "./member" {
  size   = length(crew)
  prefix = join("-", [for m in crew : "${m.name}/${m.size}"])
}

component "crew" "./member" {
  options {
    range = 3
  }
  size   = 2
  prefix = leader.name
}

# A map of instances whose outputs are all strings, read by key.
component "head" "./tag" {
  prefix = squad["b"].name
}

component "squad" "./tag" {
  options {
    range = {
      a = "alpha"
      b = "beta"
    }
  }
  prefix = "${range.value}-${head.name}"
}

output "leaderName" {
  value = leader.name
}

output "squadNames" {
  value = [for key, tag in squad : "${key}=${tag.name}"]
}
