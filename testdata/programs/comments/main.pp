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
  # Two words are enough.
  length = 2 # a trailing comment is not carried
}

resource keeper "random:index/randomString:RandomString" {
  length = 8
  # Replaced whenever one of these changes; the map is long enough that
  # every language has to break it over several lines.
  keepers = {
    suffix   = suffix.id
    password = password.result
    length   = "${length} characters, and some more text to make it long"
  }
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
  # Read from the component.
  value = tagged.tag
}
