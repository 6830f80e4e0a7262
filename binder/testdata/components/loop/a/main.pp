component b "../b" {}
