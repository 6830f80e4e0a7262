package model

import "testing"

func TestResolveOutputs(t *testing.T) {
	cases := []struct {
		name     string
		in, want Type
	}{
		{"resolve/outputs/output", tyOutput(StringType), StringType},
		{"resolve/outputs/promise", tyPromise(IntType), IntType},
		{"resolve/outputs/plain", tyList(IntType), tyList(IntType)},
		{"resolve/outputs/nested-in-list", tyOutput(tyList(tyPromise(StringType))), tyList(StringType)},
		{"resolve/outputs/nested-in-set-map-tuple", tyTuple(tySet(tyOutput(IntType)), tyMap(tyPromise(BoolType))), tyTuple(tySet(IntType), tyMap(BoolType))},
		{"resolve/outputs/union", tyUnion(tyOutput(IntType), StringType, tyPromise(IntType)), tyUnion(IntType, StringType)},
		{"resolve/outputs/object-attributes", tyObj("a", tyOutput(IntType), "b", StringType), tyObj("a", IntType, "b", StringType)},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			if got := ResolveOutputs(c.in); !Equal(got, c.want) {
				t.Fatalf("ResolveOutputs(%v) = %v, want %v", c.in, got, c.want)
			}
		})
	}
	t.Run("resolve/outputs/unchanged-is-same-pointer", func(t *testing.T) {
		for _, ty := range []Type{tyList(IntType), tyObj("a", IntType), tyRecursiveNode(IntType), tyUnion(IntType, NoneType)} {
			if got := ResolveOutputs(ty); got != ty {
				t.Errorf("ResolveOutputs(%v) returned a copy", ty)
			}
		}
	})
	t.Run("resolve/outputs/recursive-with-eventuals", func(t *testing.T) {
		node := &ObjectType{Token: "recursive:index:Node", Properties: map[string]Type{"value": tyOutput(IntType)}}
		node.Properties["next"] = tyOpt(node)
		got, ok := ResolveOutputs(node).(*ObjectType)
		if !ok || !Equal(got.Properties["value"], IntType) || RemoveNone(got.Properties["next"]) != got {
			t.Fatalf("ResolveOutputs(%v) = %v, want a recursive node of int", node, got)
		}
		if !Equal(node.Properties["value"], tyOutput(IntType)) {
			t.Fatal("ResolveOutputs modified its argument")
		}
	})
}

func TestResolvePromises(t *testing.T) {
	cases := []struct {
		name     string
		in, want Type
	}{
		{"resolve/promises/promise", tyPromise(IntType), IntType},
		{"resolve/promises/output-kept", tyOutput(IntType), tyOutput(IntType)},
		{"resolve/promises/nested", tyList(tyPromise(IntType)), tyList(IntType)},
		{"resolve/promises/inside-output", &OutputType{ElementType: tyList(tyPromise(IntType))}, tyOutput(tyList(IntType))},
		{"resolve/promises/union", tyUnion(tyPromise(IntType), tyOutput(StringType)), tyUnion(IntType, tyOutput(StringType))},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			if got := ResolvePromises(c.in); !Equal(got, c.want) {
				t.Fatalf("ResolvePromises(%v) = %v, want %v", c.in, got, c.want)
			}
		})
	}
	t.Run("resolve/promises/output-unchanged-is-same-pointer", func(t *testing.T) {
		o := tyOutput(tyObj("a", IntType))
		if got := ResolvePromises(o); got != o {
			t.Fatal("ResolvePromises copied an output without promises")
		}
	})
}

func TestContainsEventuals(t *testing.T) {
	cases := []struct {
		name            string
		t               Type
		output, promise bool
	}{
		{"eventuals/output", tyOutput(IntType), true, false},
		{"eventuals/promise", tyPromise(IntType), false, true},
		{"eventuals/plain", StringType, false, false},
		{"eventuals/union-of-both", tyUnion(tyOutput(IntType), tyPromise(StringType), NoneType), true, true},
		{"eventuals/union-with-output", tyOpt(tyOutput(IntType)), true, false},
		{"eventuals/not-through-collections", tyList(tyOutput(IntType)), false, false},
		{"eventuals/not-through-objects", tyObj("a", tyPromise(IntType)), false, false},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			o, p := ContainsEventuals(c.t)
			if o != c.output || p != c.promise {
				t.Fatalf("ContainsEventuals(%v) = %v, %v; want %v, %v", c.t, o, p, c.output, c.promise)
			}
		})
	}
}

func TestHoldsEventuals(t *testing.T) {
	resource := &ObjectType{Token: "pkg:index:Res", Properties: map[string]Type{
		"urn": tyOutput(StringType), "id": tyOutput(StringType),
	}}
	cases := []struct {
		name            string
		t               Type
		output, promise bool
	}{
		{"holds/output", tyOutput(IntType), true, false},
		{"holds/promise", tyPromise(IntType), false, true},
		{"holds/plain", tyList(tyObj("a", StringType)), false, false},
		{"holds/list-of-outputs", tyList(tyOutput(IntType)), true, false},
		{"holds/object-of-promises", tyObj("a", tyPromise(IntType)), false, true},
		{"holds/output-in-promise", tyPromise(tyList(tyOutput(IntType))), true, true},
		{"holds/union-with-output", tyOpt(tyMap(tyOutput(IntType))), true, false},
		{"holds/resource-holds-none", tyList(resource), false, false},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			o, p := HoldsEventuals(c.t)
			if o != c.output || p != c.promise {
				t.Fatalf("HoldsEventuals(%v) = %v, %v; want %v, %v", c.t, o, p, c.output, c.promise)
			}
		})
	}
}

func TestEventualConstructors(t *testing.T) {
	cases := []struct {
		name string
		got  Type
		want string
	}{
		{"eventuals/promise(promise(T))=promise(T)", NewPromiseType(NewPromiseType(IntType)), "promise(int)"},
		{"eventuals/promise(output(T))=output(T)", NewPromiseType(NewOutputType(IntType)), "output(int)"},
		{"eventuals/output(promise(T))=output(T)", NewOutputType(NewPromiseType(IntType)), "output(int)"},
		{"eventuals/output(output(T))=output(T)", NewOutputType(NewOutputType(IntType)), "output(int)"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			if c.got.String() != c.want {
				t.Fatalf("got %v, want %s", c.got, c.want)
			}
		})
	}
}
