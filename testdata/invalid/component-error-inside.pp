# An error inside a component's own file: reported at its place in that
# file, named by its path from where the program was named.
component "b" "./components/broken" {
  size = 1
}
