package model

import (
	"strings"
	"testing"

	"github.com/hashicorp/hcl/v2"
	"github.com/zclconf/go-cty/cty"
)

type traverseCase struct {
	name   string
	got    func() (Type, string)
	want   Type
	reason string // for failures: a substring of the reason
}

func runTraverseCases(t *testing.T, cases []traverseCase) {
	t.Helper()
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			got, reason := c.got()
			if c.want == nil {
				if reason == "" {
					t.Fatalf("traversal succeeded with %v, want a failure", got)
				}
				if got != DynamicType {
					t.Fatalf("failed traversal returned %v, want dynamic", got)
				}
				if !strings.Contains(reason, c.reason) {
					t.Fatalf("reason %q does not contain %q", reason, c.reason)
				}
				return
			}
			if reason != "" {
				t.Fatalf("traversal failed: %s", reason)
			}
			if !Equal(got, c.want) || got.String() != c.want.String() {
				t.Fatalf("got %v, want %v", got, c.want)
			}
		})
	}
}

func tyAttrStep(ty Type, name string) func() (Type, string) {
	return func() (Type, string) { return TraverseAttr(ty, name) }
}

func tyIndexStep(ty, keyType Type, key cty.Value) func() (Type, string) {
	return func() (Type, string) { return TraverseIndex(ty, keyType, key) }
}

func TestTraverseAttr(t *testing.T) {
	server := &ObjectType{Token: "pkg:index:Server", Properties: map[string]Type{"name": StringType, "port": IntType}}
	node := tyRecursiveNode(IntType)
	runTraverseCases(t, []traverseCase{
		{"traverse/object/attribute", tyAttrStep(tyObj("a", IntType, "b", StringType), "b"), StringType, ""},
		{"traverse/object/unknown-attribute", tyAttrStep(tyObj("a", IntType), "zzz"), nil, `has no attribute "zzz"`},
		{"traverse/object/unknown-attribute-suggests", tyAttrStep(server, "prot"), nil, `pkg:index:Server has no attribute "prot"; did you mean "port"?`},
		{"traverse/object/unknown-attribute-case-suggests", tyAttrStep(tyObj("Name", StringType), "name"), nil, `did you mean "Name"?`},
		{"traverse/object/no-suggestion-when-far", tyAttrStep(server, "completelyDifferent"), nil, `has no attribute "completelyDifferent"`},
		{"traverse/object/recursive", tyAttrStep(node, "next"), tyOpt(node), ""},
		{"traverse/map/attribute=element", tyAttrStep(tyMap(IntType), "anything"), IntType, ""},
		{"traverse/dynamic=dynamic", tyAttrStep(DynamicType, "x"), DynamicType, ""},
		{"traverse/list/attribute=error", tyAttrStep(tyList(tyObj("a", IntType)), "a"), nil, `cannot access attribute "a" of list(object({a = int})): a list has no attributes; use an index`},
		{"traverse/tuple/attribute=error", tyAttrStep(tyTuple(IntType), "a"), nil, "a tuple has no attributes"},
		{"traverse/set/attribute=error", tyAttrStep(tySet(IntType), "a"), nil, "a set has no attributes"},
		{"traverse/string/attribute=error", tyAttrStep(StringType, "length"), nil, `cannot access attribute "length" of string`},
		{"traverse/none/attribute=error", tyAttrStep(NoneType, "a"), nil, "always null"},
		{"traverse/opaque/attribute=error", tyAttrStep(AssetType, "a"), nil, "of Asset"},
		{"traverse/enum/attribute=error", tyAttrStep(tyColorEnum(), "a"), nil, "of enum(pkg:index:Color)"},
		{"traverse/const/as-underlying", tyAttrStep(&ConstType{Type: tyMap(IntType), Value: cty.MapValEmpty(cty.Number)}, "a"), IntType, ""},
		{"traverse/union/none-member-stays-none", tyAttrStep(tyOpt(tyObj("a", IntType)), "a"), tyOpt(IntType), ""},
		{"traverse/union/union-of-successes", tyAttrStep(tyUnion(tyObj("a", IntType), tyObj("a", StringType)), "a"), tyUnion(IntType, StringType), ""},
		{"traverse/union/failures-dropped", tyAttrStep(tyUnion(tyObj("a", IntType), StringType), "a"), IntType, ""},
		{"traverse/union/failures-dropped-none-kept", tyAttrStep(tyUnion(StringType, tyObj("a", IntType), NoneType), "a"), tyOpt(IntType), ""},
		{"traverse/union/fails-if-no-element-succeeds", tyAttrStep(tyUnion(StringType, IntType), "a"), nil, `cannot access attribute "a" of string`},
		{"traverse/union/only-none-succeeding-fails", tyAttrStep(tyOpt(StringType), "a"), nil, `cannot access attribute "a" of string`},
		{"traverse/union/with-dynamic", tyAttrStep(tyUnion(DynamicType, tyObj("a", IntType)), "a"), tyUnion(DynamicType, IntType), ""},
		{"traverse/output/wraps-result", tyAttrStep(tyOutput(tyObj("a", IntType)), "a"), tyOutput(IntType), ""},
		{"traverse/output/optional-object", tyAttrStep(tyOutput(tyOpt(tyObj("a", IntType))), "a"), tyOutput(tyOpt(IntType)), ""},
		{"traverse/output/failure-propagates", tyAttrStep(tyOutput(tyObj("a", IntType)), "b"), nil, `has no attribute "b"`},
		{"traverse/promise/wraps-result", tyAttrStep(tyPromise(tyObj("a", tyList(IntType))), "a"), tyPromise(tyList(IntType)), ""},
		{"traverse/promise/of-output-attribute=output", tyAttrStep(tyPromise(tyObj("a", tyOutput(IntType))), "a"), tyOutput(IntType), ""},
		{"traverse/union-of-eventuals", tyAttrStep(tyUnion(tyOutput(tyObj("a", IntType)), tyObj("a", IntType)), "a"), tyUnion(tyOutput(IntType), IntType), ""},
		{"traverse/nil=dynamic", tyAttrStep(nil, "a"), DynamicType, ""},
	})
}

func TestTraverseIndex(t *testing.T) {
	nilKey := cty.NilVal
	obj := tyObj("a", IntType, "b", StringType)
	runTraverseCases(t, []traverseCase{
		{"traverse/index/list-int-key", tyIndexStep(tyList(StringType), IntType, nilKey), StringType, ""},
		{"traverse/index/list-number-key", tyIndexStep(tyList(StringType), NumberType, nilKey), StringType, ""},
		{"traverse/index/list-string-key-unsafe-allowed", tyIndexStep(tyList(StringType), StringType, nilKey), StringType, ""},
		{"traverse/index/list-literal-string-key", tyIndexStep(tyList(StringType), StringType, cty.StringVal("1")), StringType, ""},
		{"traverse/index/list-dynamic-key", tyIndexStep(tyList(StringType), DynamicType, nilKey), StringType, ""},
		{"traverse/index/list-nil-key-type=dynamic", tyIndexStep(tyList(StringType), nil, nilKey), StringType, ""},
		{"traverse/index/list-bool-key=error", tyIndexStep(tyList(StringType), BoolType, nilKey), nil, "cannot index list(string) with a key of type bool: the key must be int"},
		{"traverse/index/list-negative-literal=error", tyIndexStep(tyList(StringType), IntType, cty.NumberIntVal(-1)), nil, "whole number that is not negative"},
		{"traverse/index/list-fractional-literal=error", tyIndexStep(tyList(StringType), NumberType, cty.NumberFloatVal(1.5)), nil, "whole number"},
		{"traverse/index/list-non-numeric-literal=error", tyIndexStep(tyList(StringType), StringType, cty.StringVal("x")), nil, "the index must be a number"},
		{"traverse/index/list-unknown-key-is-not-literal", tyIndexStep(tyList(StringType), IntType, cty.UnknownVal(cty.Number)), StringType, ""},
		{"traverse/index/list-null-key-is-not-literal", tyIndexStep(tyList(StringType), IntType, cty.NullVal(cty.Number)), StringType, ""},
		{"traverse/index/set=error", tyIndexStep(tySet(StringType), IntType, cty.NumberIntVal(0)), nil, "sets are not indexable"},
		{"traverse/index/map-string-key", tyIndexStep(tyMap(IntType), StringType, cty.StringVal("k")), IntType, ""},
		{"traverse/index/map-int-key", tyIndexStep(tyMap(IntType), IntType, nilKey), IntType, ""},
		{"traverse/index/map-list-key=error", tyIndexStep(tyMap(IntType), tyList(StringType), nilKey), nil, "the key must be string"},
		{"traverse/index/tuple-literal-key", tyIndexStep(tyTuple(StringType, IntType), IntType, cty.NumberIntVal(1)), IntType, ""},
		{"traverse/index/tuple-literal-string-key", tyIndexStep(tyTuple(StringType, IntType), StringType, cty.StringVal("0")), StringType, ""},
		{"traverse/index/tuple-marked-literal-key", tyIndexStep(tyTuple(StringType, IntType), IntType, cty.NumberIntVal(1).Mark("secret")), IntType, ""},
		{"traverse/index/tuple-out-of-range=error", tyIndexStep(tyTuple(StringType, IntType), IntType, cty.NumberIntVal(2)), nil, "index 2 is out of range for tuple([string, int]), which has 2 elements"},
		{"traverse/index/tuple-huge-index=error", tyIndexStep(tyTuple(StringType), NumberType, cty.MustParseNumberVal("1e100")), nil, "out of range"},
		{"traverse/index/tuple-negative=error", tyIndexStep(tyTuple(StringType), IntType, cty.NumberIntVal(-1)), nil, "not negative"},
		{"traverse/index/tuple-non-literal=union-of-elements", tyIndexStep(tyTuple(StringType, IntType, StringType), IntType, nilKey), tyUnion(StringType, IntType), ""},
		{"traverse/index/tuple-non-literal-bad-key=error", tyIndexStep(tyTuple(StringType), BoolType, nilKey), nil, "the key must be int"},
		{"traverse/index/empty-tuple=error", tyIndexStep(tyTuple(), IntType, nilKey), nil, "the tuple has no elements"},
		{"traverse/index/object-literal-key", tyIndexStep(obj, StringType, cty.StringVal("b")), StringType, ""},
		{"traverse/index/object-literal-unknown-attribute", tyIndexStep(obj, StringType, cty.StringVal("c")), nil, `has no attribute "c"`},
		{"traverse/index/object-literal-non-string=error", tyIndexStep(obj, BoolType, cty.ListValEmpty(cty.String)), nil, "attributes are named by strings"},
		{"traverse/index/object-non-literal=union-of-attributes", tyIndexStep(obj, StringType, nilKey), tyUnion(IntType, StringType), ""},
		{"traverse/index/object-non-literal-bad-key=error", tyIndexStep(obj, tyList(IntType), nilKey), nil, "the key must be string"},
		{"traverse/index/empty-object=error", tyIndexStep(tyObj(), StringType, nilKey), nil, "no attributes"},
		{"traverse/index/dynamic=dynamic", tyIndexStep(DynamicType, StringType, cty.StringVal("x")), DynamicType, ""},
		{"traverse/index/string=error", tyIndexStep(StringType, IntType, cty.NumberIntVal(0)), nil, "cannot index string"},
		{"traverse/index/none=error", tyIndexStep(NoneType, IntType, nilKey), nil, "always null"},
		{"traverse/index/eventual-key-makes-output", tyIndexStep(tyList(StringType), tyOutput(IntType), nilKey), tyOutput(StringType), ""},
		{"traverse/index/promise-key-makes-promise", tyIndexStep(tyMap(IntType), tyPromise(StringType), nilKey), tyPromise(IntType), ""},
		{"traverse/index/eventual-key-checked-resolved", tyIndexStep(tyList(StringType), tyOutput(BoolType), nilKey), nil, "the key must be int"},
		{"traverse/index/output-receiver-wraps", tyIndexStep(tyOutput(tyList(IntType)), IntType, cty.NumberIntVal(0)), tyOutput(IntType), ""},
		{"traverse/index/promise-receiver-output-key", tyIndexStep(tyPromise(tyList(IntType)), tyOutput(IntType), nilKey), tyOutput(IntType), ""},
		{"traverse/index/union/none-member-stays-none", tyIndexStep(tyOpt(tyList(IntType)), IntType, nilKey), tyOpt(IntType), ""},
		{"traverse/index/union/of-successes", tyIndexStep(tyUnion(tyList(IntType), tyMap(StringType), BoolType), StringType, nilKey), tyUnion(IntType, StringType), ""},
		{"traverse/index/union/fails-if-none-succeed", tyIndexStep(tyUnion(tySet(IntType), BoolType), IntType, nilKey), nil, "sets are not indexable"},
	})
}

func TestCloseMatches(t *testing.T) {
	cases := []struct {
		name       string
		candidates []string
		want       string
	}{
		{"prot", []string{"port", "name"}, "port"},
		{"strin", []string{"string", "bool", "number"}, "string"},
		{"x", []string{"y", "abc"}, "y"},
		{"NAME", []string{"name"}, "name"},
		{"abcdefgh", []string{"zzzzzzzz"}, ""},
		{"same", []string{"same"}, ""},
		{"abcdef", []string{"abcdxx", "abcdex", "abcdef1", "abcxxx"}, "abcdex,abcdef1,abcdxx"},
	}
	for _, c := range cases {
		t.Run("suggest/"+c.name, func(t *testing.T) {
			if got := strings.Join(closeMatches(c.name, c.candidates), ","); got != c.want {
				t.Fatalf("closeMatches(%q, %v) = %q, want %q", c.name, c.candidates, got, c.want)
			}
		})
	}
}

// TestStepsType: the type after a traversal's steps is the one the
// traversal itself is typed with: attributes, number and string keys, an
// index into a tuple by position, and dynamic where a step does not apply.
func TestStepsType(t *testing.T) {
	obj := NewObjectType(map[string]Type{
		"names": NewListType(StringType),
		"pair":  NewTupleType(NumberType, BoolType),
		"tags":  NewMapType(IntType),
	})
	cases := []struct {
		name  string
		steps hcl.Traversal
		want  Type
	}{
		{"no steps", nil, obj},
		{"an attribute", hcl.Traversal{hcl.TraverseAttr{Name: "names"}}, NewListType(StringType)},
		{"a list's element", hcl.Traversal{hcl.TraverseAttr{Name: "names"}, hcl.TraverseIndex{Key: cty.NumberIntVal(0)}}, StringType},
		{"a tuple's second element", hcl.Traversal{hcl.TraverseAttr{Name: "pair"}, hcl.TraverseIndex{Key: cty.NumberIntVal(1)}}, BoolType},
		{"a map's value by a string key", hcl.Traversal{hcl.TraverseAttr{Name: "tags"}, hcl.TraverseIndex{Key: cty.StringVal("k")}}, IntType},
		{"a missing attribute", hcl.Traversal{hcl.TraverseAttr{Name: "absent"}}, DynamicType},
		{"past a missing attribute", hcl.Traversal{hcl.TraverseAttr{Name: "absent"}, hcl.TraverseAttr{Name: "more"}}, DynamicType},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			if got := StepsType(obj, c.steps); !Equal(got, c.want) {
				t.Errorf("StepsType = %v, want %v", got, c.want)
			}
		})
	}
}
