component a "../a" {}
