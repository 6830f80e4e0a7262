// A component whose inputs are named like the types its Python args
// class's hints read (str, dict, int): the class is written in TypedDict's
// functional form, where a key hides no name.
component "typed" "./typed" {
  str = "s"
  dict = {
    a = "x"
  }
}

output "joined" {
  value = typed.joined
}
