# A collection given to a typed destination whose elements have another
# type converts element by element, as a constructor's elements do: lists,
# maps, nested lists and lists of objects of numbers and bools given where
# strings are taken (and strings where numbers are), from config, locals,
# component inputs and outputs, resource outputs and invoke results, to
# resource inputs, invoke arguments and component inputs, plain and eventual.
config "sizes" "list(number)" {
  default = [1, 2.5]
}

config "flags" "list(bool)" {
  default = [true, false]
}

config "counts" "map(number)" {
  default = { a = 1, b = 2.5 }
}

config "grid" "list(list(int))" {
  default = [[1, 2], [3]]
}

config "blocks" "list(object({innerString=number}))" {
  default = [{ innerString = 7 }, { innerString = 0.5 }]
}

config "inner" "object({someInput=string})" {
  default = { someInput = "true" }
}

config "maybe" "list(number)" {
  default = null
}

config "texts" "list(string)" {
  default = ["3", "4.5"]
}

numbers = [for s in sizes : s]
chosen  = length(sizes) > 1 ? flags : null
labels  = { for k, v in counts : k => v > 1 }

resource "shuffle" "random:index/randomShuffle:RandomShuffle" {
  inputs = ["10", "20"]
}

resource "ranged" "simple:index:resource" {
  options { range = 2 }
  inputOne = "r${range.value}"
  inputTwo = range.value
}

# Eventual locals: a resource's output and a list computed from it.
shuffled = shuffle.inputs
lengths  = [for s in shuffled : length(s) * 1.5]

fromConfig = invoke("aws:ec2/getAmi:getAmi", {
  owners = sizes
})

fromLocal = invoke("aws:ec2/getAmi:getAmi", {
  owners = numbers
})

fromOutputs = invoke("aws:ec2/getAmi:getAmi", {
  owners = lengths
})

found = [length(fromConfig.imageId) > 3, length(fromLocal.name) > 30]

resource "server" "aws:ec2/instance:Instance" {
  ami                 = fromConfig.imageId
  instanceType        = "t3.micro"
  securityGroups      = sizes
  vpcSecurityGroupIds = flags
  tags                = counts
}

resource "fromLocals" "aws:ec2/instance:Instance" {
  ami                 = fromLocal.imageId
  instanceType        = "t3.micro"
  securityGroups      = numbers
  vpcSecurityGroupIds = found
  tags                = labels
}

resource "eventual" "aws:ec2/instance:Instance" {
  ami                 = fromOutputs.imageId
  instanceType        = "t3.micro"
  securityGroups      = lengths
  vpcSecurityGroupIds = comp.weights
  tags                = comp.scores
}

# Optional collections stay null when they are, else convert.
resource "optional" "aws:ec2/instance:Instance" {
  ami                 = "ami-3"
  instanceType        = "t3.micro"
  securityGroups      = maybe
  vpcSecurityGroupIds = chosen
}

resource "objects" "blocks:index/index:resource" {
  aListOfResources = blocks
}

resource "single" "maxItemsOne:index/index:resource" {
  innerResource = inner
}

component "comp" "./comp" {
  ids     = texts
  amounts = shuffled
  rows    = grid
  marks   = counts
  levels  = server.tags
}

output "owners" {
  value = [fromConfig.owners, fromLocal.owners, fromOutputs.owners]
}

output "rows" {
  value = comp.rows
}
