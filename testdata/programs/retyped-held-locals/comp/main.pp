config "count" "int" {
}

# Locals that hold an output as bound (a secret), and another value that
# is an output only because the component's config is given one.
settings = {
  ratio = secret(0.5)
  size  = count > 2 ? 11 : 7
}

sizes = [secret(1), count * 2]

labels = [{
  label = "${settings.ratio}/${settings["size"]}/${settings.size}"
  first = sizes[1] + 1
}]

output "labels" {
  value = labels
}
