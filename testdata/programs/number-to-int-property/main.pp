# PCL numbers given to int properties: a number config, a number local and
# an expression over them are converted to whole numbers for the SDK.
config "wordCount" "number" {
  default = 2
}

half = wordCount / 2

resource "pet" "random:index/randomPet:RandomPet" {
  length = wordCount
}

resource "id" "random:index/randomId:RandomId" {
  byteLength = half * 8
}

resource "integer" "random:index/randomInteger:RandomInteger" {
  min = 1
  max = wordCount + 10
}
