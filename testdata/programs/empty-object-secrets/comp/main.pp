output "static" {
  value = secret({})
}
output "list" {
  value = secret([])
}
output "obj" {
  value = secret({ a = 1 })
}
output "nested" {
  value = secret({ a = {} })
}
output "plainNested" {
  value = { a = {} }
}
output "plainEmpty" {
  value = {}
}
output "tupleOfEmpty" {
  value = secret([{}, {}])
}
config "flag" "bool" {
  default = true
}
output "chosen" {
  value = secret(flag ? {} : {})
}
output "inList" {
  value = [secret({})]
}
