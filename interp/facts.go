package interp

import "github.com/zclconf/go-cty/cty"

// Facts about providers that derived mock values cannot stand for: what a
// provider of Pulumi's language conformance tests answers, by package, as
// the tests assert it (see testdata/conformance/oracle). Only facts that the
// mocks can carry are kept (a resource's state; invoke results are keyed by
// token alone, so answers that depend on an invoke's arguments are not).

// echoPackages are packages whose provider's outputs are the inputs it was
// given and nothing else: an output property that is also an input property
// and that the program leaves unset stays unset (null), where a derived
// value would stand for a computed one.
var echoPackages = map[string]bool{
	// l2-resource-optional: unset properties read back as null.
	"optionalprimitive": true,
}

// idInputs are resource types whose provider makes a resource's ID of one of
// its string inputs, by the input's name.
var idInputs = map[string]string{
	// l2-id-type: the IDs of the sources are their `string` inputs.
	"primitive:index:Resource": "string",
}

// stateFacts are what a provider returns for a resource type, computed from
// its inputs: properties of its state that win over derived values.
var stateFacts = map[string]func(inputs map[string]cty.Value) map[string]cty.Value{
	// l2-camel-names: theOutput is theInput.
	"camelNames:CoolModule:SomeResource": func(in map[string]cty.Value) map[string]cty.Value {
		return copyInput(in, "theInput", "theOutput")
	},
	// l2-union: the enum output is "Block".
	"union:index:EnumOutput": func(map[string]cty.Value) map[string]cty.Value {
		return map[string]cty.Value{"type": cty.StringVal("Block")}
	},
	// l2-plain-component: the remote component's label is its name.
	"plaincomponent:index:Component": func(in map[string]cty.Value) map[string]cty.Value {
		return copyInput(in, "name", "label")
	},
}

// copyInput returns {to: in[from]} when the input is set.
func copyInput(in map[string]cty.Value, from, to string) map[string]cty.Value {
	if v, ok := in[from]; ok && !v.IsNull() {
		return map[string]cty.Value{to: v}
	}
	return nil
}
