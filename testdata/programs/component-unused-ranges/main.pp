// A component whose resources nothing reads, ranged over values of every
// kind: their locals would be unused variables to linters.
component "parts" "./parts" {
  flags = ["a", "b"]
}
