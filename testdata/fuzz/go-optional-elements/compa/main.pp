config "golf" "map(optional(number))" {
}

config "uint" "string" {
  default = "日本"
}

config "let" "string" {
  default = "100%"
}
