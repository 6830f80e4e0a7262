# Resources and components created only when a bool is true: extra when
# createExtra is (it is not by default), spare when it is not. Each read
# below is made of both, so that one run reads a resource that exists and
# one that does not (null) in every position and in every way: a guarded
# read, a splat, try and can, a test against null, and a plain read where
# the resource must exist.
config "createExtra" "bool" {
  default = false
}

resource "extra" "random:index/randomPet:RandomPet" {
  options {
    range = createExtra
  }
  prefix = "extra"
}

resource "spare" "random:index/randomPet:RandomPet" {
  options {
    range = !createExtra
  }
  prefix = "spare"
}

# Another resource's inputs and its dependsOn, which leaves out the one that
# does not exist.
resource "reader" "random:index/randomPet:RandomPet" {
  prefix = createExtra ? extra.id : spare.id
  keepers = {
    extraGuarded = createExtra ? extra.id : "none"
    spareGuarded = !createExtra ? spare.id : "none"
    extraTried   = try(extra.id, "none")
    spareTried   = try(spare.id, "none")
    extraCount   = length(extra[*].id)
    spareCount   = length(spare[*].id)
    extraText    = "extra-${createExtra ? extra.id : "none"}"
    spareText    = "spare-${createExtra ? "none" : spare.id}"
  }
  options {
    dependsOn = [extra, spare]
  }
}

resource "extraDependent" "random:index/randomPet:RandomPet" {
  options {
    dependsOn = extra[*]
  }
}

resource "spareDependent" "random:index/randomPet:RandomPet" {
  options {
    dependsOn = spare
  }
}

# Resources created under the same condition read them directly.
resource "extraChild" "random:index/randomPet:RandomPet" {
  options {
    range = createExtra
  }
  prefix = extra.id
}

resource "spareChild" "random:index/randomPet:RandomPet" {
  options {
    range = !createExtra
  }
  prefix = spare.id
}

# A component's inputs.
component "holder" "./holder" {
  label = createExtra ? extra.id : spare.id
  count = length(extra[*].id) + length(spare[*]) * 10
}

# Components whose range is a bool.
component "extraHolder" "./holder" {
  options {
    range = createExtra
  }
  label = extra.id
  count = 1
}

component "spareHolder" "./holder" {
  options {
    range = !createExtra
  }
  label = spare.id
  count = 2
}

guardedLocal = createExtra ? extra.id : spare.id

output "spareId" {
  value = spare.id
}

output "extraIds" {
  value = extra[*].id
}

output "spareIds" {
  value = spare[*].id
}

output "extraGuarded" {
  value = createExtra ? extra.id : "none"
}

output "spareGuarded" {
  value = createExtra ? "none" : spare.id
}

output "extraTried" {
  value = try(extra.id, "none")
}

output "spareTried" {
  value = try(spare.id, "none")
}

output "tries" {
  value = [
    try("${extra.id}-x", "none"),
    try("${spare.id}-x", "none"),
    try(extra.id, spare.id, "none"),
    try(createExtra ? extra.id : "guarded", "none"),
  ]
}

output "cans" {
  value = [can(extra.id), can(spare.id), can("${extra.id}-x"), can("${spare.id}-x")]
}

output "extraPresent" {
  value = extra != null
}

output "spareAbsent" {
  value = spare == null
}

output "extraNullGuard" {
  value = extra != null ? extra.id : "none"
}

output "spareNullGuard" {
  value = spare == null ? "none" : spare.id
}

output "template" {
  value = "extra=${createExtra ? extra.id : "none"} spare=${!createExtra ? spare.id : "none"}"
}

output "extraForIds" {
  value = [for id in extra[*].id : "pet-${id}"]
}

output "spareForIds" {
  value = [for id in spare[*].id : "pet-${id}"]
}

output "extraForResources" {
  value = [for pet in extra[*] : pet.id]
}

output "spareForResources" {
  value = [for pet in spare[*] : pet.id]
}

output "forGuarded" {
  value = [for n in [1, 2] : createExtra ? "${extra.id}-${n}" : "${spare.id}-${n}"]
}

output "single" {
  value = [singleOrNone(extra[*].id), singleOrNone(spare[*].id)]
}

output "json" {
  value = toJSON([createExtra ? extra.id : "none", !createExtra ? spare.id : "none"])
}

output "invoked" {
  value = invoke("aws:ec2/getAmi:getAmi", {
    nameRegex = createExtra ? extra.id : spare.id
    owners    = [try(extra.id, "none"), try(spare.id, "none")]
  }).imageId
}

output "guardedLocal" {
  value = guardedLocal
}

output "holderLabel" {
  value = holder.label
}

output "holderLabels" {
  value = [[for h in extraHolder[*] : h.label], [for h in spareHolder[*] : h.label]]
}

output "guardedHolders" {
  value = [createExtra ? extraHolder.label : "none", createExtra ? "none" : spareHolder.label]
}
