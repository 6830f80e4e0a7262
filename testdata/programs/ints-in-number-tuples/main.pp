# A tuple of ints and numbers is a Go slice of float64: an element read at a
# constant index that PCL types as an int (int arithmetic, strconv.Itoa, an
# int input) is converted back to one, through a plain local, an output
# (secret, unsecret), an object's property, an index expression and
# element() (fuzz seed 9930).
mixed = [3, 1e3, 2.5]
held  = unsecret(secret([4, 0.5]))
nested = {
  pair = [6, 1.5]
}

resource "count" "random:index/randomInteger:RandomInteger" {
  min = mixed[0]
  max = mixed[0] * (mixed[0] + held[0])
}

resource "image" "aws:ec2/ami:Ami" {
  name           = "image-${mixed[0] * mixed[0]}"
  rootDeviceName = "${held[0] * (held[0] * held[0])}"
  kernelId       = "${nested.pair[0] % 4}-${[7, 0.5][0] * 2}"
  ramdiskId      = "${element(mixed, 0) + 1}-${mixed[1] / 8}-${mixed[2]}"
  ebsBlockDevices = [{
    deviceName = "/dev/sd${held[0]}"
    volumeSize = held[0] * 2
    iops       = nested.pair[0]
  }]
}

output "products" {
  value = [mixed[0] * 2, held[0] * 3, nested.pair[0] * 4, held[1] * 2]
}

output "count" {
  value = count.max
}
