// A local choosing, through nested conditionals, between objects one of
// which lacks an attribute that another holds as an output: the attribute
// may be missing, whichever branch lacks it.
config "flag" "bool" {
  default = true
}

resource "pet" "random:index/randomPet:RandomPet" {
}

settings = flag ? {
  name  = "x"
  items = secret([])
  owner = pet.id
} : (!flag ? {
  name = "y"
} : {
  name  = "z"
  items = []
  owner = "nobody"
})

output "settings" {
  value = settings
}

output "owner" {
  value = try(settings.owner, "none")
}
