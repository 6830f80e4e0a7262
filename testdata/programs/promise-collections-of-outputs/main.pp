# Loops over a collection built from an invoke's result (a promise, which
# Go holds as a plain value) whose elements are outputs: the loop reads
# them as eventuals through its variables (fuzz seed 10324).
ami = invoke("aws:ec2/getAmi:getAmi", {
  owners = ["amazon", "self"]
})

resource "pet" "random:index/randomPet:RandomPet" {
  keepers = {
    "a" = "b"
  }
}

byOwner = { for i, v in ami.owners : "k${i}" => length(pet.keepers) }
perOwner = [for v in ami.owners : "${v}-${pet.id}"]

resource "shuffled" "random:index/randomShuffle:RandomShuffle" {
  // A secret of each element.
  inputs = [for a in byOwner : secret("-${a}")]
}

resource "kept" "random:index/randomShuffle:RandomShuffle" {
  // A condition and a value reading the elements and another output.
  inputs = [for k, a in byOwner : "${k}=${a}/${pet.length}" if a > 0]
}

resource "keyed" "random:index/randomId:RandomId" {
  byteLength = 4
  // Keys from the elements, secret values.
  keepers = { for k, a in byOwner : "${k}-${a}" => secret(a) }
}

resource "grouped" "random:index/randomId:RandomId" {
  byteLength = 4
  keepers = { for k, vs in { for k, a in perOwner : "all" => secret(a)... } : k => join(",", vs) }
}

output "secrets" {
  value = [for a in perOwner : secret("<${a}>")]
}

output "nested" {
  value = [for k, a in byOwner : [for b in perOwner : "${k}:${a}:${b}"]]
}

output "keys" {
  value = keyed.keepers
}
