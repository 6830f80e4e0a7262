# Comments travel with the code they describe: this header stays apart
# from the first declaration because a blank line separates them.

# How many characters each password has.
config length "int" {
  default = 16
}

// A C-style comment on a resource.
resource password "random:index/randomPassword:RandomPassword" {
  # Long enough for most services.
  length = length

  /* Special characters are left out:
     some consoles mangle them. */
  special = false
}

resource suffix "random:index/randomPet:RandomPet" {
  length = 2 # a trailing comment is not carried
}

component tagged "./tag" {
  # The component turns this into a tag.
  name = suffix.id
}

# The generated password.
output password {
  value = password.result
}

output tag {
  value = tagged.tag
}
