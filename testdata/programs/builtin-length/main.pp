# PCL's length of a string counts user-perceived characters (extended
# grapheme clusters), not bytes, code points or UTF-16 code units.
config "family" "string" {
  default = "👨‍👩‍👧‍👦-family-👶"
}

config "flags" "string" {
  default = "🇩🇪🇫🇷🇯🇵"
}

config "accents" "string" {
  default = "cafe\u0301 nai\u0308ve"
}

config "waves" "string" {
  default = "👋🏽👋"
}

config "words" "list(string)" {
  default = ["a", "bb", "ccc"]
}

output "familyLength" {
  value = length(family)
}

output "flagsLength" {
  value = length(flags)
}

output "accentsLength" {
  value = length(accents)
}

output "wavesLength" {
  value = length(waves)
}

output "wordsLength" {
  value = length(words)
}

output "literalLength" {
  value = length("héllo")
}
