// Reads of null collections and objects that PCL fails on, each inside a
// try whose fallback says so: the length, the elements, a loop over, the
// joined strings, an attribute or element of null. A splat of null is an
// empty list.
config "names" "list(string)" {
  nullable = true
}

config "mapping" "map(string)" {
  nullable = true
}

config "obj" "object({a=string})" {
  nullable = true
}

output lengthOfNull { value = try(length(names), -1) }
output lengthOfNullMap { value = try(length(mapping), -1) }
output joined { value = try(join(",", names), "failed") }
output looped { value = try([for n in names : n], ["failed"]) }
output mapLooped { value = try({ for k, v in mapping : k => v }, { failed = "yes" }) }
output objLooped { value = try([for k, v in obj : k], ["failed"]) }
output indexed { value = try(names[0], "failed") }
output keyed { value = try(mapping["a"], "failed") }
output attribute { value = try(obj.a, "failed") }
output element { value = try(element(names, 0), "failed") }
output looked { value = try(lookup(mapping, "a", "d"), "failed") }
output entries { value = try(length(entries(mapping)), -1) }
output splat { value = names[*] }
