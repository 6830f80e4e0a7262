config "size" "number" {
  default = 0.25
}

# A value of any type: its property may be undefined where another branch
# lacks the property or sets it to a bool.
mapped = try(notImplemented("not here"), false)

output "chosen" {
  value = size > 0 ? (mapped ? {
    kilo    = size
    whiskey = mapped
  } : {
    kilo    = 0.1
    whiskey = null
  }) : (mapped ? {
    kilo = size
  } : secret({
    kilo    = 0.25
    whiskey = false
  }))
}

# An object and a map of outputs chosen in an apply: TypeScript's union of
# their types is no Output of PCL's map.
output "labels" {
  value = recover(secret(mapped), false) ? secret({
    "null" = "n"
    "a.b"  = "d"
  }) : { for i, v in [size] : "k${i}" => toBase64("${v}") }
}
