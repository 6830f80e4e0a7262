config "tags" "map(colour)" {
}
