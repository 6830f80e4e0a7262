resource "pet" "random:index/randomPet:RandomPet" {
  keepers = { a = "b" }
}

teams = { for k, v in { a = "x" } : k => { lead = pet.id, members = [for i in [1, 2] : pet.id] } }
nestedMaps = { for k, v in { a = "x" } : k => { for k2, v2 in { b = "y" } : k2 => pet.id } }

output "present" {
  value = try(teams.a.lead, "none")
}
output "missingTeam" {
  value = try(teams["z"].lead, "none")
}
output "missingTeamOfThree" {
  value = try(teams.z.lead, teams.y.lead, "none")
}
output "missingTeamMember" {
  value = try(teams.z.members[0], "none")
}
output "missingOuter" {
  value = try(nestedMaps.z.b, "none")
}
output "presentInner" {
  value = try(nestedMaps.a.b, "none")
}
output "canTeam" {
  value = [can(teams.z.lead), can(teams.a.lead), can(nestedMaps.z.b)]
}
output "chosen" {
  value = can(teams.z.lead) ? "yes" : "no"
}
