# Constants given to properties that do not convert to the properties'
# types: a string that holds no number, a string that is no bool, a number
# with a fraction, an int beyond a 64-bit integer, and a nested property.
resource "letters" "shop:index:Store" {
  name = "main"
  size = "abc"
}

resource "yes" "shop:index:Store" {
  name = "main"
  open = "yes"
}

resource "half" "shop:index:Store" {
  name = "main"
  size = 2.5
}

resource "huge" "shop:index:Store" {
  name = "main"
  size = 100000000000000000000
}

resource "nested" "shop:index:Store" {
  name = "main"
  address = {
    street = "Main"
    zip    = "N1"
  }
}

# These convert: "12" is the int 12, "1" is true.
resource "converted" "shop:index:Store" {
  name = "main"
  size = "12"
  open = "1"
}
