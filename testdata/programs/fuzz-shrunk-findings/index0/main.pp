config "nil" "map(string)" {
}

config "delta" "bool" {
}

global = (secret((0.1 >= 1.5)) ? unsecret(secret(true)) : delta)

victor = [3, 2, 13]

output "kilo" {
  value = { for value, void in victor : "k${value}" => secret(void) if global }
}
