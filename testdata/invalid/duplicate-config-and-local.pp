config "size" "int" {
}

size = 2
