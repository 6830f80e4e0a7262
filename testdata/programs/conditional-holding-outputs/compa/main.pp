config "finally" "object({bravo=string})" {
  default = {
    bravo = "%%{nor}"
  }
}

config "nil" "int" {
}

config "echo" "list(bool)" {
}

zulu = (true ? {
  india = secret({
    quebec = false
  })
} : (!true ? {
  india = {
    quebec = false
  }
} : (true ? {
  india = {
    quebec = true
  }
} : {
  india = {
    quebec = true
  }
})))
