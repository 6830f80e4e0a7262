# Values whose Go types the fuzz campaigns found mistaken, with the test
# schemas: a recover of a dynamic value (pulumi.DeferredOutput cannot hold
# an interface{}), a recover of an int whose type is a number, an unset
# secret config list (read, not used: Go's null list output is an empty
# one), an object of optional strings given as a map of
# strings, a logical operator over one value twice, a conditional of
# single-element lists of an int and of a number, and an object built in a
# for expression given as a list of a schema's objects.
config "tags" "list(object({name=string, port=int}))" {
  nullable = true
  secret   = true
}

config "wide" "bool" {
  default = true
  secret  = true
}

config "limits" "map(object({on=bool, count=int}))" {
  default = {
    a = {
      on    = false
      count = 3
    }
  }
}

config "sizes" "map(number)" {
  default = {
    small = 1.5
  }
}

resource "length" "random:index/randomId:RandomId" {
  byteLength = recover(secret(try(notImplemented("not here"), 16)), 15)
}

recovered = recover(secret(3), 1.5) * 2

labels = unsecret(secret(wide ? {
  first  = "a"
  second = "b"
} : {}))

component "holder" "./holder" {
  labels = labels
}

both = wide && wide

scaled = [for name, limit in limits : limit.on ? [sizes["small"]] : [limit.count]]

ami = invoke("aws:ec2/getAmi:getAmi", {
  owners = ["self"]
  filters = [for i in range(2) : {
    name   = "name-${i}"
    values = []
  }]
})

output "byteLength" {
  value = length.byteLength
}

output "recovered" {
  value = recovered
}

output "holderLabels" {
  value = holder.joined
}

output "both" {
  value = "both ${both}"
}

output "scaled" {
  value = scaled
}

output "ami" {
  value = ami.id
}
