config "owner" "number" {
  secret = true
}

# An invoke's argument computed by a loop over a secret config: its
# elements are outputs, so the invoke is called in its output form.
image = invoke("aws:ec2/getAmi:getAmi", {
  mostRecent = true
  owners     = [for i, prefix in ["amazon", "aws"] : "${prefix}-${owner}" if try(false, true)]
})

output "imageId" {
  value = image.id
}
