// A function whose result holds a secret (value) is invoked in both forms.
// The plain form ignores the secrets of its result, as every SDK's plain
// invoke does; the output form keeps them, and its result is secret as a
// whole. Neither may fail, as the Go SDK's ctx.Invoke does on a secret
// result (and the output forms of SDKs that call it inside an apply).
resource store "simple:index:resource" {
  inputOne = "app"
}

plain = invoke("simple:index:getSecret", {
  name = "app"
})

eventual = invoke("simple:index:getSecret", {
  name = store.result
})

afterStore = invoke("simple:index:getSecret", {
  name = "app"
}, {
  dependsOn = [store]
})

resource copy "simple:index:resource" {
  inputOne = "${plain.name}:${eventual.value}"
  inputTwo = length(afterStore.value)
}

output plainName { value = plain.name }
output plainValue { value = plain.value }
output eventualName { value = eventual.name }
output eventualValue { value = "${eventual.value}!" }
output afterStoreName { value = afterStore.name }
