# split with an empty separator splits at each character (code point),
# which Python's str.split refuses and JavaScript's split does by UTF-16
# code unit; a separator from config may be empty or not.
config sep "string" {
  default = ""
}

config comma "string" {
  default = ","
}

output chars {
  value = split("", "añ😀b")
}

output byConfig {
  value = split(sep, "x😀z")
}

output byComma {
  value = split(comma, "a,b,,c")
}

output empty {
  value = split("", "")
}

output emptyByComma {
  value = split(",", "")
}
