# Constant picks from tuples that hold outputs are plain values: an invoke
# given them is a plain invoke, and element's index wraps around the tuple.
config "nickname" "string" {
  default = null
}

resource "pet" "random:index/randomPet:RandomPet" {
  prefix = "p"
}

ami = invoke("aws:ec2/getAmi:getAmi", {
  owners     = [element([pet.urn, "self", pet.id], 4)]
  nameRegex  = [pet.id, "^web-"][1]
  mostRecent = element([pet.urn, true], 3)
})

resource "named" "random:index/randomPet:RandomPet" {
  # A list of a value that may be null and of strings has one element only
  # when the value is null and the filter drops it.
  prefix    = singleOrNone([for n in [nickname, "fallback"] : n if n != null])
  separator = element([pet.id, "-", pet.urn], 7)
}

output "amiOwners" {
  value = ami.owners
}

output "firstOf" {
  value = singleOrNone([nickname])
}
