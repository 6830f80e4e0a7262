# A component's outputs named like members of the SDKs' component resource
# class (its URN's getter, registerOutputs, getProvider) are fields of
# their own, which neither shadow the members the SDK calls nor are
# shadowed by them.
component "parts" "./parts" {
  size = 3
}

output "registered" {
  value = parts.registerOutputs
}

output "provider" {
  value = parts.getProvider
}
