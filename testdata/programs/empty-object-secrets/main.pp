# Empty object constructors inside secrets and outputs of a component and
# of the stack: TypeScript types {} as the type with no properties, which
# the component's pulumi.Output<Record<string, any>> field does not take
# (fuzz seed 9758).
component "c" "./comp" {
}
resource "b" "aws:s3/bucket:Bucket" {
  tags = secret({})
}
output "static" {
  value = secret({})
}
output "fromComp" {
  value = c.static
}
output "encoded" {
  value = toJSON(secret({ a = {} }))
}
output "compNested" {
  value = c.nested
}
output "compTuple" {
  value = c.tupleOfEmpty
}
