package interp

import "github.com/zclconf/go-cty/cty"

// Facts about providers that derived mock values cannot stand for: what a
// provider of Pulumi's language conformance tests answers, by package, as
// the tests assert it (see testdata/conformance/oracle). The mocks carry a
// resource's state and the first answer to an invoke of each token; the
// conformance packages have no SDKs in the compile environments, so their
// programs are checked against the oracle, not run under mocks.

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
	// l2-docs: out is the opposite of in, and data holds internal data
	// (as the schema's docs say).
	"docs:index:Resource": func(in map[string]cty.Value) map[string]cty.Value {
		out := notInput(in, "in", "out")
		if out == nil {
			out = map[string]cty.Value{}
		}
		out["data"] = cty.ObjectVal(map[string]cty.Value{"state": cty.StringVal("internal data")})
		return out
	},
	// l3-splat, l3-for-resource, l3-range-resource-output-traversal: a
	// detail {key: X, value: "computed-X"} per input X.
	"nestedobject:index:Container": func(in map[string]cty.Value) map[string]cty.Value {
		v, ok := in["inputs"]
		if !ok {
			return nil
		}
		u, marks := v.Unmark()
		if !u.IsKnown() || u.IsNull() || !u.CanIterateElements() {
			return nil
		}
		var details []cty.Value
		for it := u.ElementIterator(); it.Next(); {
			_, e := it.Element()
			e, em := e.Unmark()
			if !e.IsKnown() || e.IsNull() || e.Type() != cty.String {
				return nil
			}
			details = append(details, cty.ObjectVal(map[string]cty.Value{
				"key": e.WithMarks(em), "value": cty.StringVal("computed-" + e.AsString()).WithMarks(em)}))
		}
		list := cty.EmptyTupleVal
		if len(details) > 0 {
			list = cty.TupleVal(details)
		}
		return map[string]cty.Value{"details": list.WithMarks(marks)}
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

// invokeFacts are what a provider answers to an invoke of a function token,
// computed from the arguments: output properties that win over derived
// values ("result" for a function with a scalar return). The conformance
// packages have no SDKs in the compile environments, so their programs are
// not run under mocks, where an answer that depends on the arguments could
// not be carried (trace.Mocks keys invoke results by token).
var invokeFacts = map[string]func(args map[string]cty.Value) map[string]cty.Value{
	// l2-invoke-simple, -options, -options-depends-on, l2-elide-index,
	// l2-config-default-from-invoke: "VALUE world".
	"simple-invoke:index:myInvoke": worldResult("value", "result"),
	// l2-invoke-output-only.
	"output-only-invoke:index:myInvoke": worldResult("value", "result"),
	// l2-invoke-secrets: the response is secret when asked to be.
	"simple-invoke:index:secretInvoke": func(args map[string]cty.Value) map[string]cty.Value {
		out := worldResult("value", "response")(args)
		if s, ok := args["secretResponse"]; ok && out != nil {
			if s, _ := s.UnmarkDeep(); s.IsKnown() && !s.IsNull() && s.Type() == cty.Bool && s.True() {
				out["response"] = out["response"].Mark(SecretMark)
			}
		}
		return out
	},
	// l2-invoke-multi-argument: the arguments joined with spaces.
	"multi-argument-invoke:index:multiArgumentInvoke": func(args map[string]cty.Value) map[string]cty.Value {
		s, ok := stringArg(args, "first")
		if !ok {
			return nil
		}
		if second, ok := stringArg(args, "second"); ok {
			s += " " + second
		}
		return map[string]cty.Value{"result": cty.StringVal(s)}
	},
	// l3-range-invoke-output-traversal: the results are the names.
	"nestedobject:index:getValues": func(args map[string]cty.Value) map[string]cty.Value {
		return copyInput(args, "names", "results")
	},
	// l2-docs: out is the opposite of in.
	"docs:index:fun": func(args map[string]cty.Value) map[string]cty.Value {
		return notInput(args, "in", "out")
	},
	// l2-invoke-scalar: a scalar true.
	"simple-invoke-with-scalar-return:index:myInvokeScalar": func(map[string]cty.Value) map[string]cty.Value {
		return map[string]cty.Value{"result": cty.True}
	},
	// l2-invoke-depends-on-component: identity returns its input.
	"component:index:identity": func(args map[string]cty.Value) map[string]cty.Value {
		return copyInput(args, "input", "result")
	},
}

// worldResult returns a fact that answers {out: "ARG world"}.
func worldResult(arg, out string) func(map[string]cty.Value) map[string]cty.Value {
	return func(args map[string]cty.Value) map[string]cty.Value {
		s, ok := stringArg(args, arg)
		if !ok {
			return nil
		}
		return map[string]cty.Value{out: cty.StringVal(s + " world")}
	}
}

// stringArg returns a known string argument.
func stringArg(args map[string]cty.Value, name string) (string, bool) {
	v, ok := args[name]
	if !ok {
		return "", false
	}
	v, _ = v.UnmarkDeep()
	if !v.IsKnown() || v.IsNull() || v.Type() != cty.String {
		return "", false
	}
	return v.AsString(), true
}

// notInput returns {to: !in[from]} when the input is a known bool.
func notInput(in map[string]cty.Value, from, to string) map[string]cty.Value {
	v, ok := in[from]
	if !ok {
		return nil
	}
	u, marks := v.Unmark()
	if !u.IsKnown() || u.IsNull() || u.Type() != cty.Bool {
		return nil
	}
	return map[string]cty.Value{to: u.Not().WithMarks(marks)}
}

// callFacts are what a provider answers to a method call, computed from the
// resource's value (self) and the arguments.
var callFacts = map[string]func(self cty.Value, args map[string]cty.Value) map[string]cty.Value{
	// l2-component-call-simple: identity returns the component's value,
	// prefixed the value after the prefix.
	"component:index:ComponentCallable/identity": func(self cty.Value, _ map[string]cty.Value) map[string]cty.Value {
		if v, ok := stringAttr(self, "value"); ok {
			return map[string]cty.Value{"result": cty.StringVal(v)}
		}
		return nil
	},
	"component:index:ComponentCallable/prefixed": func(self cty.Value, args map[string]cty.Value) map[string]cty.Value {
		v, ok := stringAttr(self, "value")
		p, ok2 := stringArg(args, "prefix")
		if !ok || !ok2 {
			return nil
		}
		return map[string]cty.Value{"result": cty.StringVal(p + v)}
	},
}

// stringAttr returns a known string attribute of an object value.
func stringAttr(v cty.Value, name string) (string, bool) {
	v, _ = v.UnmarkDeep()
	if !v.IsKnown() || v.IsNull() || !v.Type().IsObjectType() || !v.Type().HasAttribute(name) {
		return "", false
	}
	return stringArg(map[string]cty.Value{name: v.GetAttr(name)}, name)
}
