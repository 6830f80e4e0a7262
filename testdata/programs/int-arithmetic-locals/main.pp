# Arithmetic on ints that may be null (an optional config, an instance's
# optional property) is typed number by the binder, and is an int in Go: a
# local holding it is an int, or an IntOutput, where its references were
# read as float64 (the apply's assertion panicked: fuzz seed 10043). The
# locals are compared with numbers and ints, multiplied by numbers, written
# in templates and given to int and number inputs.
config "optionalCount" "int" {
  nullable = true
  default  = 4
}

config "secretCount" "int" {
  nullable = true
  secret   = true
  default  = 3
}

resource "server" "aws:ec2/instance:Instance" {
  ami          = "ami-1"
  instanceType = "t3.micro"
  rootBlockDevice = {
    iops = 100
  }
}

plainProduct  = length([1, 2]) * optionalCount
secretProduct = length([1]) * secretCount
outputProduct = 2 * server.rootBlockDevice.iops

sizes = {
  half = 2.5
  two  = 2
}

resource "password" "random:index/randomPassword:RandomPassword" {
  length    = plainProduct
  minUpper  = secretProduct
  minLower  = outputProduct > 150 ? 1 : 0
}

output "comparisons" {
  value = [plainProduct > 2.5, secretProduct > sizes.half, outputProduct >= sizes.two, outputProduct == 200]
}

output "scaled" {
  value = [plainProduct * 1.5, secretProduct * sizes.half, outputProduct / 8]
}

output "texts" {
  value = "${plainProduct}/${secretProduct}/${outputProduct}"
}

output "sums" {
  value = [plainProduct + 1, secretProduct + plainProduct, outputProduct - secretProduct]
}
