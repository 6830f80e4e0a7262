// Objects holding an invoke's results (awaited where they are made) beside
// plain values, read by lookup and by index, at keys they have and lack.
ami = invoke("aws:ec2/getAmi:getAmi", {
  mostRecent = true
  owners     = ["amazon"]
})

resource "image" "aws:ec2/ami:Ami" {
  name            = lookup({ beta = "12", arch = ami.architecture }, "missing", "none")
  kernelId        = toBase64(lookup({ beta = "12", arch = ami.architecture }, "arch", "none"))
  deprecationTime = toBase64(lookup({ beta = "12", arch = ami.architecture }, "{brace}", "later"))
  imageLocation   = { beta = "12", arch = ami.name }["arch"]
}

output "found" {
  value = lookup({ id = ami.id, name = "fixed" }, "id", "none")
}

output "defaulted" {
  value = length(lookup({ id = ami.id, name = "fixed" }, "other", "none"))
}
