package model

import "testing"

func TestCollectionTypes(t *testing.T) {
	exRunTypeCases(t, []exTypeCase{
		{"tuple/element-types", `[1, "a", os]`, NewTupleType(IntType, StringType, NewOutputType(StringType))},
		{"tuple/empty", `[]`, NewTupleType()},
		{"object/literal-keys", `{a = 1, "b" = s}`, NewObjectType(map[string]Type{"a": IntType, "b": StringType})},
		{"object/colon-syntax", `{"Name": "x", count: 2}`, NewObjectType(map[string]Type{"Name": StringType, "count": IntType})},
		{"object/identifier-key-is-literal", `{s = 1}`, NewObjectType(map[string]Type{"s": IntType})},
		{"object/keyword-key-is-literal", `{null = 1, true = 2}`, NewObjectType(map[string]Type{"null": IntType, "true": IntType})},
		{"object/number-key-is-string", `{1 = "x"}`, NewObjectType(map[string]Type{"1": StringType})},
		{"object/constant-template-key", `{"a-${"b"}" = 1}`, NewObjectType(map[string]Type{"a-b": IntType})},
		{"object/later-key-wins", `{a = 1, a = "x"}`, NewObjectType(map[string]Type{"a": StringType})},
		{"object/empty", `{}`, NewObjectType(map[string]Type{})},
		{"object/paren-key-is-expression", `{(s) = 1}`, NewMapType(IntType)},
		{"object/template-key-is-map", `{"${s}" = 1, b = 2}`, NewMapType(IntType)},
		{"object/output-key-lifts", `{(os) = 1}`, NewOutputType(NewMapType(IntType))},
		{"object/output-values-not-lifted", `{id = res.id}`, NewObjectType(map[string]Type{"id": NewOutputType(StringType)})},
		{"for/list-to-list", `[for x in ls : upper(x)]`, NewListType(StringType)},
		{"for/list-key-is-int", `[for i, x in ls : i]`, NewListType(IntType)},
		{"for/tuple-value-unifies", `[for x in tup : x]`, NewListType(StringType)},
		{"for/set-key-is-element", `[for k, v in ss : k]`, NewListType(StringType)},
		{"for/map-to-map", `{for k, v in ms : k => v}`, NewMapType(StringType)},
		{"for/map-key-is-string", `[for k, v in ms : k]`, NewListType(StringType)},
		{"for/object-key-is-string", `[for k, v in obj : k]`, NewListType(StringType)},
		{"for/list-to-map", `{for i, x in li : x => i}`, NewMapType(IntType)},
		{"for/group", `{for x in ls : x => x...}`, NewMapType(NewListType(StringType))},
		{"for/condition", `[for x in ls : x if x != ""]`, NewListType(StringType)},
		{"for/dynamic-collection", `[for x in dyn : x]`, NewListType(DynamicType)},
		{"for/optional-collection", `[for x in optList : x]`, NewListType(StringType)},
		{"for/output-collection-lifts", `[for x in oList : x]`, NewOutputType(NewListType(StringType))},
		{"for/output-condition-lifts", `[for x in ls : x if ob]`, NewOutputType(NewListType(StringType))},
		{"for/output-key-lifts", `{for x in ls : os => x}`, NewOutputType(NewMapType(StringType))},
		{"for/tuple-of-output-and-dynamic-is-output", `[for x in [ob, dyn] : x]`, NewListType(NewOutputType(DynamicType))},
		{"for/tuple-of-promise-and-dynamic-is-promise", `[for x in [dyn, pi] : x]`, NewListType(NewPromiseType(DynamicType))},
		{"for/object-of-output-and-dynamic-is-output", `[for k, x in { a = dyn, b = oi } : x]`, NewListType(NewOutputType(DynamicType))},
		{"for/output-values-not-lifted", `[for r in resList : r.id]`, NewListType(NewOutputType(StringType))},
		{"for/shadows-outer-name", `[for s in li : s + 1]`, NewListType(IntType)},
		{"for/nested", `[for x in ls : [for y in li : "${x}${y}"]]`, NewListType(NewListType(StringType))},
	})
	exRunDiagCases(t, []exDiagCase{
		{name: "object/bad-key-type", src: `{(ls) = 1}`, summary: "Incorrect key type",
			at: exPos{1, 2, 1, 6}, want: NewMapType(IntType)},
		{name: "object/ambiguous-key", src: `{a.b = 1}`, summary: "Ambiguous attribute key",
			at: exPos{1, 2, 1, 5}},
		{name: "for/non-iterable-range", src: `[for x in i : x]`, summary: "Iteration over non-iterable value",
			at: exPos{1, 11, 1, 12}, want: NewListType(DynamicType)},
		{name: "for/null-collection", src: `[for x in null : x]`, summary: "Iteration over non-iterable value",
			at: exPos{1, 11, 1, 15}},
		{name: "for/non-bool-condition", src: `[for x in ls : x if ls]`, summary: "Incorrect condition type",
			at: exPos{1, 21, 1, 23}},
		{name: "for/bad-key-type", src: `{for x in ls : ls => x}`, summary: "Incorrect key type",
			at: exPos{1, 16, 1, 18}},
		{name: "for/variables-scoped-to-body", src: `[[for x in ls : x], x]`, summary: "Undefined variable",
			at: exPos{1, 21, 1, 22}},
	})
	t.Run("for/variables-recorded", func(t *testing.T) {
		e := exBindOK(t, `{for k, v in ms : k => v}`).(*ForExpression)
		if e.KeyVariable == nil || e.KeyVariable.Name != "k" || !Equal(e.KeyVariable.Type(), StringType) {
			t.Fatalf("key variable: %+v", e.KeyVariable)
		}
		if e.ValueVariable == nil || e.ValueVariable.Name != "v" || !Equal(e.ValueVariable.Type(), StringType) {
			t.Fatalf("value variable: %+v", e.ValueVariable)
		}
		ref, ok := e.Value.(*ScopeTraversalExpression)
		if !ok || ref.Definition != Definition(e.ValueVariable) {
			t.Fatalf("value does not refer to the value variable")
		}
	})
	t.Run("for/output-collection-variable-resolved", func(t *testing.T) {
		e := exBindOK(t, `[for x in oList : x]`).(*ForExpression)
		if e.KeyVariable != nil || !Equal(e.ValueVariable.Type(), StringType) {
			t.Fatalf("variables: %+v %+v", e.KeyVariable, e.ValueVariable)
		}
	})
	t.Run("object/items-in-order", func(t *testing.T) {
		e := exBindOK(t, `{b = 1, a = 2}`).(*ObjectConsExpression)
		if len(e.Items) != 2 {
			t.Fatalf("%d items", len(e.Items))
		}
		for i, want := range []string{"b", "a"} {
			if k, ok := exprConstString(e.Items[i].Key); !ok || k != want {
				t.Fatalf("item %d key %q, want %q", i, k, want)
			}
		}
	})
}

func TestCollectionOfUnion(t *testing.T) {
	strs := NewTupleType(StringType, StringType)
	obj := NewObjectType(map[string]Type{"a": IntType})
	schemaObj := &ObjectType{Properties: map[string]Type{"a": IntType}, Token: "pkg:index:Obj"}
	tests := []struct {
		name string
		in   Type
		want Type
	}{
		{"optional list and tuple", NewUnionType(NewListType(StringType), strs, NoneType), NewOptionalType(NewListType(StringType))},
		{"list and set", NewUnionType(NewListType(IntType), NewSetType(IntType)), NewListType(IntType)},
		{"map and object", NewUnionType(NewMapType(IntType), obj), NewMapType(IntType)},
		{"optional map and object", NewUnionType(NewMapType(IntType), obj, NoneType), NewOptionalType(NewMapType(IntType))},
		{"objects stay a union", NewUnionType(obj, NewObjectType(map[string]Type{"b": IntType}), NoneType), NewUnionType(obj, NewObjectType(map[string]Type{"b": IntType}), NoneType)},
		{"a schema object and a map stay a union", NewUnionType(NewMapType(IntType), schemaObj), NewUnionType(NewMapType(IntType), schemaObj)},
		{"list and map stay a union", NewUnionType(NewListType(IntType), NewMapType(IntType)), NewUnionType(NewListType(IntType), NewMapType(IntType))},
		{"a union with a primitive stays", NewUnionType(NewListType(IntType), StringType), NewUnionType(NewListType(IntType), StringType)},
		{"no union", NewListType(IntType), NewListType(IntType)},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := CollectionOfUnion(tt.in); !Equal(got, tt.want) {
				t.Errorf("CollectionOfUnion(%v) = %v, want %v", tt.in, got, tt.want)
			}
		})
	}
}
