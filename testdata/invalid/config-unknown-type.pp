config "greeting" "strin" {
}
