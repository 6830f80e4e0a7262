config "flag" "bool" {
  default = true
}

config "name" "string" {
  default = "web"
}

settings = {
  tags = (flag ? {
    "alpha" = name
  } : {
    "k1"         = "with space"
    "Key"        = "$${not}"
    "with space" = "tab\there"
  })
  nested = {
    enabled = flag
  }
}

resource "str" "random:index/randomString:RandomString" {
  length  = 8
  keepers = settings.tags
}

output "tagNames" {
  value = [for key, value in settings.tags : "${key}=${value}"]
}
