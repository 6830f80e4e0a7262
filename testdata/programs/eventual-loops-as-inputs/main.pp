// A list read from resources created inside an apply is an output of the
// list of their outputs' values, given as a typed input: Python gathers
// the outputs with Output.all, which pyright types as a list of strings
// (an invoke's output form takes a list of plain strings).
resource src "random:index/randomPet:RandomPet" {
  length = 2
}

resource pets "random:index/randomPet:RandomPet" {
  options { range = [src.id, "z"] }
  prefix = range.value
}

resource shuffled "random:index/randomShuffle:RandomShuffle" {
  inputs = [for p in pets : p.id]
  resultCount = length(pets)
}

ami = invoke("aws:ec2/getAmi:getAmi", {
  owners = pets[*].id
  mostRecent = true
})

output picked { value = shuffled.results }
output amiId { value = ami.id }
