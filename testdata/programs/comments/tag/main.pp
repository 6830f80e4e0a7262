# The name to tag.
config name "string" {}

output tag {
  # Tags are prefixed.
  value = "tag-${name}"
}
