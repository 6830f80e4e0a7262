// A local of a component that nothing reads still fails the run where
// its evaluation does.
component "checks" "./checks" {
  count = 2
}

output "count" {
  value = checks.count
}
