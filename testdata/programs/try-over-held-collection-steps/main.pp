# Outputs read from plain collections that hold them, inside try and can,
# by steps that may fail: an index out of range, a missing key, a null. The
# step is taken where the guard catches its failure.
config index "int" {
  default = 9
}

config team "string" {
  default = "zz"
}

resource pet "random:index/randomPet:RandomPet" {
  length = 1
}

resource pets "random:index/randomPet:RandomPet" {
  options {
    range = 2
  }
  length = 1
}

resource named "random:index/randomPet:RandomPet" {
  options {
    range = { a = 1 }
  }
  length = range.value
}

grid = [for i in range(2) : [for j in range(2) : pet.id]]

teams = { for name in ["a"] : name => {
  members = [for i in range(2) : pet.id]
} }

byName = {
  a = [for i in range(2) : pet.id]
}

plainTeams = { for name in ["a"] : name => {
  members = ["x"]
} }

keyed = {
  a = { for k in ["x"] : k => pet.id }
}

output rowMiss {
  value = try(grid[7][0], "none")
}

output columnMiss {
  value = try(grid[1][5], "none")
}

output hit {
  value = try(grid[1][1], "none")
}

output teamMiss {
  value = try(teams.b.members[0], "none")
}

output memberMiss {
  value = try(teams.a.members[5], "none")
}

output listInMapMiss {
  value = try(byName.a[3], "none")
}

output keyMiss {
  value = try(keyed.a.z, "none")
}

output interpolatedMiss {
  value = try("member ${byName.a[3]}", "none")
}

output lengthOfMiss {
  value = try(length(byName.a[9]), 0)
}

output canMiss {
  value = can(teams.a.members[5]) ? "yes" : "no"
}

output canHit {
  value = can(keyed.a.x)
}

output elementMiss {
  value = try(element(byName.a, 5), "none")
}

output lookupMiss {
  value = try(lookup(teams, team, null).members[0], "none")
}

output configIndexMiss {
  value = try(byName.a[index], "none")
}

output configKeyMiss {
  value = try(teams[team].members[0], "none")
}

output configIndexOfRowMiss {
  value = try(grid[1][index], "none")
}

output canConfigIndex {
  value = can(grid[index][0])
}

output petMiss {
  value = try(pets[5].id, "none")
}

output petHit {
  value = try(pets[1].id, "none")
}

output namedMiss {
  value = try(named["z"].id, "none")
}

output canPet {
  value = can(pets[3].id)
}

output plainLookupMiss {
  value = try(lookup(plainTeams, team, null).members[0], "none")
}
