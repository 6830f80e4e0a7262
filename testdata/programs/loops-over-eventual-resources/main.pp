// Resources ranged over a range that holds outputs are created inside an
// apply, so their collection is an output; resolved, it is a collection of
// resources whose properties are still outputs. Loops over it read those
// per resource, in values, keys, conditions and groups; a range of
// resources (plain references) gives range.value as a resource too.
resource src "simple:index:resource" {
  inputOne = "x"
}

resource keyed "simple:index:resource" {
  options { range = { a = src.result, b = "y" } }
  inputOne = range.value
}

resource listed "simple:index:resource" {
  options { range = [src.result, "z"] }
  inputOne = "${range.value}-${range.key}"
}

resource fromResources "simple:index:resource" {
  options { range = [src, src] }
  inputOne = "${range.value.result}-copy"
}

output pairs { value = [for k, p in keyed : "${k}=${p.result}"] }
output byKey { value = { for k, p in keyed : k => p.urn } }
output byResult { value = { for k, p in keyed : p.result => k } }
output filtered { value = [for i, p in listed : p.result if p.result != "z-1"] }
output grouped { value = { for p in listed : p.result => p.id... } }
output splat { value = listed[*].result }
output first { value = listed[0].result }
output count { value = length(listed) }
output copies { value = [for r in fromResources : r.result] }

// A range holding a plain invoke's result (a promise, resolved where it is
// made) is plain: so is the collection of resources.
resource fromInvoke "simple:index:resource" {
  options { range = [invoke("aws:ec2/getAmi:getAmi", {}).id] }
  inputOne = range.value
}

output invokedCount { value = length(fromInvoke) }
output invokedFirst { value = fromInvoke[0].result }
