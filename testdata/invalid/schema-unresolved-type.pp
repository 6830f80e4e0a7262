# Properties whose schema types refer to types the schema does not declare
# (or cannot load) are errors where the program uses them, and only there.
resource fine "shop:index:Kiosk" {
  name   = "fine"
  layout = { rows = 2 }
}

resource broken "shop:index:Kiosk" {
  name   = "broken"
  sign   = "open"
  layout = { rows = 1, shelf = "top" }
  signs  = ["a", "b"]
  remote = "x"
}

found = invoke("shop:index:getKiosk", { name = "k", sign = "s" })

output readName {
  value = fine.name
}

output readSign {
  value = fine.sign
}

output readShelf {
  value = fine.layout.shelf
}

output readRemote {
  value = fine["remote"]
}

output foundSign {
  value = found.sign
}
