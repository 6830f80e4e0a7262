# Ranged components that components created before them read: each pair is
# a cycle the binder orders by declaration.

# A range over a number: a list of instances.
component counted "./first" {
  count = length([for _, v in many : v.name]) + many[0].class
}

component many "./second" {
  options {
    range = 2
  }
  input = counted.label
}

# A range over a map: a map of instances.
component keyedCount "./first" {
  count = length([for k, v in keyed : "${k}${v.name}"])
}

component keyed "./second" {
  options {
    range = {a = 1, b = 2}
  }
  input = keyedCount.label
}

# A range over a bool: at most one instance.
component optionalCount "./first" {
  count = maybe.class
}

component maybe "./second" {
  options {
    range = true
  }
  input = optionalCount.label
}

# A range over an output: the instances are created in an apply.
config secretCount "int" {
  secret = true
}

component eventualCount "./first" {
  count = length([for v in eventual : v.name])
}

component eventual "./second" {
  options {
    range = secretCount
  }
  input = eventualCount.label
}

output classes {
  value = [for v in many : v.class]
}
