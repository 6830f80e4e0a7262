resource "password" "random:index/randomPassword:RandomPassword" {
  length          = 12
  overrideSpecial = "!#"
}

# The keys of objects made by for expressions, read from an attribute that
# may be null (an optional output): PCL refuses a null key.
grouped = { for i in [1, 2, 3] : password.overrideSpecial => i... }

keyed = { for i in [1] : password.overrideSpecial => i }

output "grouped" {
  value = grouped
}

output "keyed" {
  value = keyed
}
