component "c" "./nowhere" {
}
