// Files are read relative to the program's directory, also inside an
// apply, which runs after the program's main module has returned.
resource src "simple:index:resource" {
  inputOne = "x"
}

resource perResult "simple:index:resource" {
  options { range = [src.result] }
  inputOne = readFile("data.txt")
}

output contents { value = src.result == "" ? "" : readFile("data.txt") }
output digest { value = "${src.result}:${filebase64sha256("data.txt")}" }
