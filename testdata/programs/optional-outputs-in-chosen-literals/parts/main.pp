config "pick" "bool" {
  default = false
}

resource "image" "aws:ec2/ami:Ami" {
  name = "image"
}

# Each branch's optional output (ramdiskId) is an Output<string | undefined>,
# which the other branch's null makes an optional property, element or entry.
output "fields" {
  value = pick ? {
    kernel = null
  } : {
    kernel = image.kernelId
    ramdisk = image.ramdiskId
  }
}

output "names" {
  value = pick ? [null] : [image.ramdiskId, image.kernelId]
}

output "byName" {
  value = pick ? {} : {
    "ramdisk" = image.ramdiskId
  }
}
