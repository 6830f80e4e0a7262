# Lists and maps of optional resource outputs (a splat of an optional
# property, a for expression over resources). The Go SDK has no arrays or
# maps of optional values (no IntPtrArray): they are a pulumi.Array or
# pulumi.Map of Ptr inputs, whose elements are read back as their Ptr
# inputs, and whose resolved values hold pointers and nils.
config "n" "int" {
  default = 2
}

config "extra" "list(optional(int))" {
  default = [1, null, 3]
}

resource "shuffles" "random:index/randomShuffle:RandomShuffle" {
  inputs      = ["a", "b", "c"]
  resultCount = range.value == 0 ? null : range.value
  options {
    range = n
  }
}

resource "images" "aws:ec2/ami:Ami" {
  name       = "image-${range.value}"
  enaSupport = range.value == "b"
  options {
    range = ["a", "b"]
  }
}

counts  = shuffles[*].resultCount
enas    = images[*].enaSupport
seeds   = [for s in shuffles : s.seed]
byIndex = { for i, s in shuffles : "shuffle${i}" => s.resultCount }

output "counts" {
  value = counts
}

output "firstCount" {
  value = element(counts, 0)
}

output "howMany" {
  value = length(counts)
}

output "secondEna" {
  value = enas[1]
}

output "seeds" {
  value = seeds
}

output "doubled" {
  value = [for c in counts : c * 2 if c != null]
}

output "filled" {
  value = [for i, c in counts : c == null ? extra[i] : c]
}

output "described" {
  value = "counts ${length(counts)} second ${counts[1]} ena ${enas[1]}"
}

output "single" {
  value = singleOrNone([counts[1]])
}

output "plainSingle" {
  value = singleOrNone([extra[1]])
}

output "pair" {
  value = [shuffles[0].resultCount, null]
}

output "looked" {
  value = lookup(byIndex, "shuffle1", 0)
}

output "present" {
  value = [for k, v in byIndex : k if v != null]
}

output "secretCounts" {
  value = secret(counts)
}

output "countsJSON" {
  value = toJSON(counts)
}

output "entryValues" {
  value = [for e in entries(counts) : e.value]
}

# Components given such lists and maps as inputs, and giving one back.
component "fromOutputs" "./counts" {
  values = secret(counts)
  named  = secret(byIndex)
}

component "fromPlain" "./counts" {
  values = extra
  named  = { one = 1, none = null }
}

output "componentTotal" {
  value = fromOutputs.total
}

output "componentKept" {
  value = fromOutputs.kept
}

output "plainKept" {
  value = fromPlain.kept
}
