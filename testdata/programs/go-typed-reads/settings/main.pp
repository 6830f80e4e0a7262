config "limits" "object({tango=number, zulu=optional(bool)})" {
  default = { tango = 1 }
}

output tango { value = limits.tango }
