config guest "string" {}

config loud "bool" {
  default = false
}

resource sign "acme:index:Greeting" {
  message = "Welcome, ${guest}"
  loud    = loud
}

output size {
  value = sign.length
}
