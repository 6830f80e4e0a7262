// Large numbers written in templates that interpolate outputs: PCL prints
// the digits, never an exponent, whether the number is plain or an output.
config "big" "int" {
  default = 2147483648
}

resource "pet" "random:index/randomPet:RandomPet" {
  length = 2
}

output "secretNumber" {
  value = "n=${secret(try(big, 0.5))}"
}

output "plainNumberBesideOutput" {
  value = "${pet.id}:${big * 1.5}"
}

output "outputArithmetic" {
  value = "${pet.length * 1e12}"
}
