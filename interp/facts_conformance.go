package interp

import (
	"strings"

	"github.com/zclconf/go-cty/cty"
)

// conformanceProviders are the facts of the providers of Pulumi's language
// conformance tests (pulumi/pulumi pkg/testing/pulumi-test-language/
// providers), by "NAME@VERSION" of the plugin, each with the tests that
// assert it.
var conformanceProviders = map[string]*providerFacts{
	"any-type-function@15.0.0": {invokes: map[string]fact{
		// l2-resource-invoke-dynamic-function: a constant object.
		"any-type-function:index:dynListToDyn": constant(map[string]cty.Value{
			"result": cty.ObjectVal(map[string]cty.Value{"resultProperty": cty.StringVal("resultValue")})}),
	}},
	"call@15.7.9": {calls: map[string]fact{
		// l2-provider-call, l2-provider-call-explicit: the provider's value,
		// prefixed; a Custom's providerValue is its provider's value and
		// its own.
		"pulumi:providers:call/identity": selfValue,
		"pulumi:providers:call/prefixed": prefixedSelfValue,
		"call:index:Custom/providerValue": func(a *factArgs) map[string]cty.Value {
			p, ok := stringArg(a.config, "value")
			if !ok {
				return nil
			}
			return selfString(a, p, "value")
		},
	}},
	"camelNames@19.0.0": {resources: map[string]fact{
		// l2-camel-names: theOutput is theInput.
		"camelNames:CoolModule:SomeResource": func(a *factArgs) map[string]cty.Value {
			return copyInput(a.args, "theInput", "theOutput")
		},
	}},
	"component@13.3.7": {
		// l2-invoke-depends-on-component: identity returns its input.
		invokes: map[string]fact{"component:index:identity": func(a *factArgs) map[string]cty.Value {
			return copyInput(a.args, "input", "result")
		}},
		// l2-component-call-simple: identity returns the component's
		// value, prefixed the value after the prefix.
		calls: map[string]fact{
			"component:index:ComponentCallable/identity": selfValue,
			"component:index:ComponentCallable/prefixed": prefixedSelfValue,
		},
	},
	"discriminated-union-marked-key@53.0.0": {resources: map[string]fact{
		// l2-discriminated-union-marked-key: unionOut is variant1 "hello"
		// with a secret discriminator.
		"discriminated-union-marked-key:index:Example": constant(map[string]cty.Value{
			"unionOut": cty.ObjectVal(map[string]cty.Value{
				"discriminantKind": cty.StringVal("variant1").Mark(SecretMark),
				"field1":           cty.StringVal("hello"),
			})}),
	}},
	"docs@28.0.0": {
		// l2-docs: out is the opposite of in, and data holds internal data
		// (as the schema's docs say).
		resources: map[string]fact{"docs:index:Resource": func(a *factArgs) map[string]cty.Value {
			out := notInput(a.args, "in", "out")
			if out == nil {
				out = map[string]cty.Value{}
			}
			out["data"] = cty.ObjectVal(map[string]cty.Value{"state": cty.StringVal("internal data")})
			return out
		}},
		invokes: map[string]fact{"docs:index:fun": func(a *factArgs) map[string]cty.Value {
			return notInput(a.args, "in", "out")
		}},
	},
	"extbase@45.0.0": {
		// l2-extension-parameterized-resource, l2-extension-and-base-resource:
		// the extension's resources answer its parameter, the base
		// provider's Base "base".
		resources: map[string]fact{
			"myext:index:Greeting": func(a *factArgs) map[string]cty.Value {
				return map[string]cty.Value{"parameterValue": cty.StringVal(a.parameter())}
			},
			"myext:index:GreetingComponent": func(a *factArgs) map[string]cty.Value {
				return map[string]cty.Value{"parameterValue": cty.StringVal(a.parameter() + "Component")}
			},
			"extbase:index:Base": constant(map[string]cty.Value{"baseValue": cty.StringVal("base")}),
		},
		invokes: map[string]fact{"myext:index:greet": func(a *factArgs) map[string]cty.Value {
			n, ok := stringArg(a.args, "name")
			if !ok {
				return nil
			}
			return map[string]cty.Value{"greeting": cty.StringVal(a.parameter() + ", " + n)}
		}},
	},
	"index-mod@35.0.0": {
		// l2-index-mod: concatWorld appends " world"; a Resource's call
		// answers the length of its input and its text.
		invokes: map[string]fact{"*": suffixed("value", "result", " world")},
		calls: map[string]fact{
			"index-mod:indexMine:Resource/call":        lengthCall,
			"index-mod:indexMine/nested:Resource/call": lengthCall,
		},
	},
	// l2-failed-create, -continue-on-error, -recover-continue-on-error:
	// every create fails.
	"fail_on_create@4.0.0": {failCreate: map[string]string{"fail_on_create:index:Resource": "failed create"}},
	"kebab-names@52.0.0": {resources: map[string]fact{
		// l2-kebab-names: theOutput holds the nested input's value.
		"kebab-names:kebab-module:someResource": func(a *factArgs) map[string]cty.Value {
			v, ok := stringAttr(a.args["nested"], "nestedValue")
			if !ok {
				return nil
			}
			return map[string]cty.Value{"theOutput": cty.ObjectVal(map[string]cty.Value{"nestedOutput": cty.StringVal(v)})}
		},
	}},
	"large@4.3.2": {resources: map[string]fact{
		// l2-large-map: the value nested depth times under "next".
		"large:index:Map": func(a *factArgs) map[string]cty.Value {
			v, ok := stringArg(a.args, "value")
			d, _ := a.args["depth"].Unmark()
			if !ok || !d.IsKnown() || d.IsNull() || d.Type() != cty.Number {
				return nil
			}
			n, _ := d.AsBigFloat().Int64()
			if n < 0 || n > maxFactDepth {
				return nil
			}
			out := cty.ObjectVal(map[string]cty.Value{"value": cty.StringVal(v)})
			for i := int64(0); i < n; i++ {
				out = cty.ObjectVal(map[string]cty.Value{"next": out})
			}
			return map[string]cty.Value{"value": out}
		},
	}},
	"module-format@29.0.0": {
		// l2-module-format, l2-name-conflicts: as index-mod.
		invokes: map[string]fact{"*": suffixed("value", "result", " world")},
		calls: map[string]fact{
			"module-format:mod_Resource:Resource/call":        lengthCall,
			"module-format:mod/nested_Resource:Resource/call": lengthCall,
			"module-format:index_Resource:Resource/call":      lengthCall,
		},
	},
	"multi-argument-invoke@44.0.0": {invokes: map[string]fact{
		// l2-invoke-multi-argument: the arguments joined with spaces.
		"multi-argument-invoke:index:multiArgumentInvoke": func(a *factArgs) map[string]cty.Value {
			s, ok := stringArg(a.args, "first")
			if !ok {
				return nil
			}
			if second, ok := stringArg(a.args, "second"); ok {
				s += " " + second
			}
			return map[string]cty.Value{"result": cty.StringVal(s)}
		},
	}},
	"nestedcollections@50.0.0": {resources: map[string]fact{
		// l2-nested-collections: constant nested collections.
		"nestedcollections:index:Foo": constant(map[string]cty.Value{
			"conditionSets": cty.TupleVal([]cty.Value{cty.TupleVal([]cty.Value{cty.TupleVal([]cty.Value{
				cty.ObjectVal(map[string]cty.Value{"prop": cty.StringVal("first")}),
				cty.ObjectVal(map[string]cty.Value{"prop": cty.StringVal("second")}),
			})})}),
			"privateEndpoint": cty.ObjectVal(map[string]cty.Value{"outer": cty.ObjectVal(map[string]cty.Value{
				"inner": cty.ObjectVal(map[string]cty.Value{"leaf": cty.StringVal("deep")})})}),
		}),
	}},
	"nestedobject@1.42.0": {
		// l3-splat, l3-for-resource, l3-range-resource-output-traversal: a
		// detail {key: X, value: "computed-X"} per input X.
		resources: map[string]fact{"nestedobject:index:Container": containerDetails},
		// l3-range-invoke-output-traversal: the results are the names.
		invokes: map[string]fact{"nestedobject:index:getValues": func(a *factArgs) map[string]cty.Value {
			return copyInput(a.args, "names", "results")
		}},
	},
	// l2-resource-optional: unset properties read back as null.
	"optionalprimitive@34.0.0": {echo: true},
	"output@23.0.0": {resources: map[string]fact{
		// l2-builtin-object, l2-resource-elide-unknowns: "hello" repeated
		// value times, in each output of a ComplexResource.
		"output:index:Resource": func(a *factArgs) map[string]cty.Value {
			s, ok := repeatedHello(a.args)
			if !ok {
				return nil
			}
			return map[string]cty.Value{"output": s}
		},
		"output:index:ComplexResource": func(a *factArgs) map[string]cty.Value {
			s, ok := repeatedHello(a.args)
			if !ok {
				return nil
			}
			return map[string]cty.Value{
				"outputArray":  cty.TupleVal([]cty.Value{s}),
				"outputMap":    cty.ObjectVal(map[string]cty.Value{"a": s, "x": s, "z": s}),
				"outputObject": cty.ObjectVal(map[string]cty.Value{"output": s}),
			}
		},
	}},
	"output-only-invoke@24.0.0": {invokes: map[string]fact{
		// l2-invoke-output-only.
		"output-only-invoke:index:myInvoke": suffixed("value", "result", " world"),
	}},
	"parameterized@1.2.3": {
		// l2-parameterized-resource(-twice), l2-explicit-parameterized-
		// provider, l2-parameterized-invoke: a resource answers the
		// parameter (and the provider's text config), a component the
		// parameter and "Component", the function its input and the
		// parameter.
		resources: map[string]fact{"*": func(a *factArgs) map[string]cty.Value {
			v := a.parameter()
			if a.component {
				v += "Component"
			} else if t, ok := stringArg(a.config, "text"); ok && t != "" {
				v += " " + t
			}
			return map[string]cty.Value{"parameterValue": cty.StringVal(v)}
		}},
		invokes: map[string]fact{"*": func(a *factArgs) map[string]cty.Value {
			in, ok := stringArg(a.args, "input")
			if !ok {
				return nil
			}
			return map[string]cty.Value{"output": cty.StringVal(in + a.parameter())}
		}},
	},
	"plaincomponent@36.0.0": {resources: map[string]fact{
		// l2-plain-component: the remote component's label is its name.
		"plaincomponent:index:Component": func(a *factArgs) map[string]cty.Value {
			return copyInput(a.args, "name", "label")
		},
	}},
	"primitive@7.0.0": {
		// l2-id-type: the IDs of the sources are their `string` inputs.
		idInputs: map[string]string{"primitive:index:Resource": "string"},
		// l2-map-keys-adversarial, l2-resource-primitive-conversions: the
		// invoke answers its arguments.
		invokes: map[string]fact{"primitive:index:invoke": func(a *factArgs) map[string]cty.Value {
			out := map[string]cty.Value{}
			for k, v := range a.args {
				out[k] = v
			}
			return out
		}},
	},
	"read@39.0.0": {reads: map[string]fact{
		// l2-resource-read: the existing resource's state.
		"read:index:Resource": func(a *factArgs) map[string]cty.Value {
			out := copyInput(a.args, "lookup", "lookup")
			if out == nil {
				return nil
			}
			out["value"] = cty.True
			return out
		},
	}},
	"scalar-returns@21.0.0": {invokes: map[string]fact{
		// l2-invoke-scalars: the secret length, whether each byte is a
		// vowel, and {value: "VALUE world"} (secret for "secret").
		"scalar-returns:index:invokeSecret": func(a *factArgs) map[string]cty.Value {
			s, ok := stringArg(a.args, "value")
			if !ok {
				return nil
			}
			return map[string]cty.Value{"result": cty.NumberIntVal(int64(len(s))).Mark(SecretMark)}
		},
		"scalar-returns:index:invokeArray": func(a *factArgs) map[string]cty.Value {
			s, ok := stringArg(a.args, "value")
			if !ok {
				return nil
			}
			elems := make([]cty.Value, len(s))
			for i := 0; i < len(s); i++ {
				elems[i] = cty.BoolVal(strings.IndexByte("aeiou", s[i]) >= 0)
			}
			if len(elems) == 0 {
				return map[string]cty.Value{"result": cty.EmptyTupleVal}
			}
			return map[string]cty.Value{"result": cty.TupleVal(elems)}
		},
		"scalar-returns:index:invokeMap": func(a *factArgs) map[string]cty.Value {
			s, ok := stringArg(a.args, "value")
			if !ok {
				return nil
			}
			m := cty.ObjectVal(map[string]cty.Value{"value": cty.StringVal(s + " world")})
			if s == "secret" {
				m = m.Mark(SecretMark)
			}
			return map[string]cty.Value{"result": m}
		},
	}},
	"simple-invoke@10.0.0": {
		// l2-invoke-variants: a StringResource's text is "Goodbye".
		resources: map[string]fact{"simple-invoke:index:StringResource": constant(map[string]cty.Value{
			"text": cty.StringVal("Goodbye")})},
		invokes: map[string]fact{
			// l2-invoke-simple, -options, -options-depends-on,
			// l2-elide-index, l2-config-default-from-invoke: "VALUE world".
			"simple-invoke:index:myInvoke": suffixed("value", "result", " world"),
			// l2-invoke-variants: a constant.
			"simple-invoke:index:unit": constant(map[string]cty.Value{"result": cty.StringVal("Hello world")}),
			// l2-invoke-default-argument: the value.
			"simple-invoke:index:invokeWithDefault": func(a *factArgs) map[string]cty.Value {
				return copyInput(a.args, "value", "result")
			},
			// l2-invoke-secrets: the response is secret when asked to be.
			"simple-invoke:index:secretInvoke": func(a *factArgs) map[string]cty.Value {
				out := suffixed("value", "response", " world")(a)
				if s, ok := a.args["secretResponse"]; ok && out != nil {
					if s, _ := s.UnmarkDeep(); s.IsKnown() && !s.IsNull() && s.Type() == cty.Bool && s.True() {
						out["response"] = out["response"].Mark(SecretMark)
					}
				}
				return out
			},
		},
	},
	"simple-invoke-with-scalar-return@17.0.0": {invokes: map[string]fact{
		// l2-invoke-scalar: a scalar true.
		"simple-invoke-with-scalar-return:index:myInvokeScalar": constant(map[string]cty.Value{"result": cty.True}),
	}},
	"snake_names@33.0.0": {
		// l2-snake-names: the_output holds the nested input's value; the
		// data function answers its first nested value.
		resources: map[string]fact{"snake_names:cool_module:some_resource": func(a *factArgs) map[string]cty.Value {
			v, ok := stringAttr(a.args["nested"], "nested_value")
			if !ok {
				return nil
			}
			return map[string]cty.Value{"the_output": cty.ObjectVal(map[string]cty.Value{
				"someKey": cty.TupleVal([]cty.Value{cty.ObjectVal(map[string]cty.Value{"nested_output": cty.StringVal(v)})}),
			})}
		}},
		invokes: map[string]fact{"snake_names:cool_module:some_data": func(a *factArgs) map[string]cty.Value {
			first, ok := firstElement(a.args["nested"])
			if !ok {
				return nil
			}
			v, ok := stringAttr(first, "value")
			if !ok {
				return nil
			}
			return map[string]cty.Value{"nested_output": cty.TupleVal([]cty.Value{cty.ObjectVal(map[string]cty.Value{
				"key": cty.ObjectVal(map[string]cty.Value{"value": cty.StringVal(v)}),
			})})}
		}},
	},
	"union@18.0.0": {resources: map[string]fact{
		// l2-union: the enum output is "Block".
		"union:index:EnumOutput": constant(map[string]cty.Value{"type": cty.StringVal("Block")}),
	}},
}

// maxFactDepth bounds the nesting a fact builds.
const maxFactDepth = 1000

// selfString answers {"result": prefix + self[attr]} for a known string
// attribute of the resource a method is called on.
func selfString(a *factArgs, prefix, attr string) map[string]cty.Value {
	v, ok := stringAttr(a.self, attr)
	if !ok {
		return nil
	}
	return map[string]cty.Value{"result": cty.StringVal(prefix + v)}
}

// selfValue answers {"result": self.value}.
func selfValue(a *factArgs) map[string]cty.Value {
	return selfString(a, "", "value")
}

// prefixedSelfValue answers {"result": PREFIX + self.value} for the string
// argument prefix.
func prefixedSelfValue(a *factArgs) map[string]cty.Value {
	p, ok := stringArg(a.args, "prefix")
	if !ok {
		return nil
	}
	return selfString(a, p, "value")
}

// lengthCall answers {"output": len(input) + len(self.text)}.
func lengthCall(a *factArgs) map[string]cty.Value {
	in, ok := stringArg(a.args, "input")
	text, ok2 := stringAttr(a.self, "text")
	if !ok || !ok2 {
		return nil
	}
	return map[string]cty.Value{"output": cty.NumberIntVal(int64(len(in) + len(text)))}
}

// repeatedHello returns "hello" repeated by the known whole number input
// "value".
func repeatedHello(args map[string]cty.Value) (cty.Value, bool) {
	v, _ := args["value"].Unmark()
	if v == cty.NilVal || !v.IsKnown() || v.IsNull() || v.Type() != cty.Number {
		return cty.NilVal, false
	}
	n, _ := v.AsBigFloat().Int64()
	if n < 0 || n > maxFactDepth {
		return cty.NilVal, false
	}
	return cty.StringVal(strings.Repeat("hello", int(n))), true
}

// firstElement returns the first element of a known list or tuple.
func firstElement(v cty.Value) (cty.Value, bool) {
	v, _ = v.UnmarkDeep()
	if v == cty.NilVal || !v.IsKnown() || v.IsNull() || !v.CanIterateElements() || v.LengthInt() == 0 {
		return cty.NilVal, false
	}
	it := v.ElementIterator()
	it.Next()
	_, e := it.Element()
	return e, true
}

// containerDetails answers a Container's details: {key: X, value:
// "computed-X"} per input X.
func containerDetails(a *factArgs) map[string]cty.Value {
	v, ok := a.args["inputs"]
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
}
