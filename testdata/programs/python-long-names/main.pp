# Names long enough that the Python statements holding them need splitting,
# in every position: assignment targets, keyword arguments, dict keys, call
# chains (applies), lambda parameters and f-strings. The Python output is
# laid out as black lays it out.
config "aConfigurationValueWithAVeryLongNameIndeed" "string" {
  default = "configured"
}

resource "aVeryLongResourceNameThatKeepsGoingAndGoingUntilTheLineIsFarTooLong" "random:index/randomPet:RandomPet" {
  length = 2
}

resource "anotherVeryLongResourceNameThatKeepsGoingAndGoingUntilTheLineIsFarTooLongIndeedYesVeryLong" "random:index/randomPet:RandomPet" {
  length = 3
  prefix = aVeryLongResourceNameThatKeepsGoingAndGoingUntilTheLineIsFarTooLong.id
  keepers = {
    "a-very-long-key-name-that-becomes-a-dict-key-in-python-and-goes-on-and-on" = aVeryLongResourceNameThatKeepsGoingAndGoingUntilTheLineIsFarTooLong.id
    short = "${aVeryLongResourceNameThatKeepsGoingAndGoingUntilTheLineIsFarTooLong.id}-${aConfigurationValueWithAVeryLongNameIndeed}"
    nested = join("-", ["${aVeryLongResourceNameThatKeepsGoingAndGoingUntilTheLineIsFarTooLong.id}/${aConfigurationValueWithAVeryLongNameIndeed}", "a-long-literal-part-of-the-join"])
  }
}

resource "shortName" "random:index/randomString:RandomString" {
  length = aConfigurationValueWithAVeryLongNameIndeed == "configured" ? 12 : 16
  overrideSpecial = aConfigurationValueWithAVeryLongNameIndeed == "configured" ? "a value chosen when the configuration matches" : "another value"
}

aLocalValueWithAnEvenLongerNameThatIsComputedFromTheResourcesAbove = "${anotherVeryLongResourceNameThatKeepsGoingAndGoingUntilTheLineIsFarTooLongIndeedYesVeryLong.id}:${shortName.result}"

output "anOutputWithAVeryLongNameThatKeepsGoingAndGoingUntilTheLineIsFarTooLongToFit" {
  value = aLocalValueWithAnEvenLongerNameThatIsComputedFromTheResourcesAbove
}

output "comparisons" {
  value = {
    "the-first-resource-name-compared-under-a-long-key" = aVeryLongResourceNameThatKeepsGoingAndGoingUntilTheLineIsFarTooLong.id == aConfigurationValueWithAVeryLongNameIndeed
    "the-second-resource-name-compared-under-a-long-key" = anotherVeryLongResourceNameThatKeepsGoingAndGoingUntilTheLineIsFarTooLongIndeedYesVeryLong.id != shortName.result
  }
}
