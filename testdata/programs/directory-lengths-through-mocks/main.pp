// Values computed from the directory the program runs in (its length, its
// digest), which no renaming of the directory in a trace reconciles, that
// come back from the provider: a stash's output, which is its input. The
// provider's answers are the interpreter's in the directory the generated
// program runs in, or the program reads another directory's numbers.
resource "kept" "pulumi:index:Stash" {
  input = length(cwd())
}

resource "digest" "pulumi:index:Stash" {
  input = {
    root  = sha1(rootDirectory())
    parts = length(split("/", cwd()))
  }
}

output "lengthKept" {
  value = kept.output
}

output "digestKept" {
  value = digest.output
}

output "lengthAgain" {
  value = kept.output == length(cwd())
}
