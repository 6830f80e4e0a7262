config "greeting" "string" {
  defualt = "hello"
}
