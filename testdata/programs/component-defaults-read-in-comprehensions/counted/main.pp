config "lengths" "list(number)" {
  default = []
}

config "threshold" "int" {
}

resource pets "random:index/randomPet:RandomPet" {
  options { range = lengths }
  keepers = { for i in range(length(lengths)) : "k${i}" => "n${range.value}" if threshold != 0 }
}

output count { value = length(lengths) + threshold }

output sums { value = [for i in range(2) : length(lengths) + threshold + i] }
