// Package blocks whose schemas are not at hand and that nothing uses: each is
// a warning (the block is ignored), not an error, whatever form names the
// package. The package block of random, whose schema is there, pins it.
package "nothere" {
  baseProviderName    = "nothere"
  baseProviderVersion = "1.2.3"
}

package {
  baseProviderName = "gone"
}

package {
  baseProviderName = "terraform-provider"
  parameterization {
    name    = "bridged"
    version = "0.1.0"
    value   = "e30="
  }
}

package "random" {
  baseProviderName    = "random"
  baseProviderVersion = "4.11.2"
}

resource "pet" "random:index/randomPet:RandomPet" {
  length = 2
}

output "name" {
  value = pet.id
}
