# A greeting for whoever the stack's config names.

config name "string" {
  default = "world"
}

resource greeting "acme:index:Greeting" {
  message = "Hello, ${name}!"
}

output length {
  value = greeting.length
}
