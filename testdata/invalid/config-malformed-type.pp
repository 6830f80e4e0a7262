config "names" "list(string" {
}
