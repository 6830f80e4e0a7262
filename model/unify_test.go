package model

import "testing"

func TestUnify(t *testing.T) {
	node := tyRecursiveNode(IntType)
	cases := []struct {
		name  string
		types []Type
		want  Type
	}{
		{"unify/no-types=dynamic", nil, DynamicType},
		{"unify/one-type=itself", []Type{tyList(IntType)}, tyList(IntType)},
		{"unify/nil-ignored", []Type{nil, IntType, nil, NumberType}, NumberType},
		{"unify/only-nil=dynamic", []Type{nil}, DynamicType},
		{"unify/equal-types=that-type", []Type{tyObj("a", IntType), tyObj("a", IntType)}, tyObj("a", IntType)},
		{"unify/int+number=number", []Type{IntType, NumberType}, NumberType},
		{"unify/number+int=number", []Type{NumberType, IntType}, NumberType},
		{"unify/int+string=string", []Type{IntType, StringType}, StringType},
		{"unify/string+int=string", []Type{StringType, IntType}, StringType},
		{"unify/number+string=string", []Type{NumberType, StringType}, StringType},
		{"unify/bool+string=string", []Type{BoolType, StringType}, StringType},
		{"unify/bool+int=union", []Type{BoolType, IntType}, &UnionType{ElementTypes: []Type{BoolType, IntType}}},
		{"unify/int+number+string=string", []Type{IntType, NumberType, StringType}, StringType},
		{"unify/dynamic+T=dynamic", []Type{DynamicType, tyList(IntType)}, DynamicType},
		{"unify/T+dynamic=dynamic", []Type{tyList(IntType), DynamicType}, DynamicType},
		{"unify/list(output)+dynamic=output(dynamic)", []Type{tyList(tyOutput(IntType)), DynamicType}, tyOutput(DynamicType)},
		{"unify/output+dynamic=output(dynamic)", []Type{tyOutput(IntType), DynamicType}, tyOutput(DynamicType)},
		{"unify/dynamic+promise=promise(dynamic)", []Type{DynamicType, NewPromiseType(IntType)}, NewPromiseType(DynamicType)},
		{"unify/dynamic+union-with-output=output(dynamic)", []Type{DynamicType, tyOpt(tyOutput(IntType))}, tyOutput(DynamicType)},
		{"unify/none+T=union(T,none)", []Type{NoneType, StringType}, tyOpt(StringType)},
		{"unify/T+none=union(T,none)", []Type{StringType, NoneType}, tyOpt(StringType)},
		{"unify/none+none=none", []Type{NoneType, NoneType}, NoneType},
		{"unify/union+union=concatenation", []Type{tyUnion(IntType, BoolType), tyUnion(tyList(IntType), NoneType)},
			&UnionType{ElementTypes: []Type{IntType, BoolType, tyList(IntType), NoneType}}},
		{"unify/union+T=union-of-T-unified-with-each", []Type{tyUnion(tyList(IntType), BoolType), IntType},
			&UnionType{ElementTypes: []Type{tyList(IntType), IntType, BoolType}}},
		{"unify/T+union=union-of-T-unified-with-each", []Type{NumberType, tyUnion(IntType, BoolType)},
			&UnionType{ElementTypes: []Type{NumberType, BoolType}}},
		{"unify/optional+none=optional", []Type{tyOpt(StringType), NoneType}, tyOpt(StringType)},
		{"unify/optional+T=optional-of-unified", []Type{tyOpt(IntType), StringType}, tyOpt(StringType)},
		{"unify/promise+output=output", []Type{tyPromise(IntType), tyOutput(NumberType)}, tyOutput(NumberType)},
		{"unify/output+promise=output", []Type{tyOutput(StringType), tyPromise(IntType)}, tyOutput(StringType)},
		{"unify/output+output=output", []Type{tyOutput(IntType), tyOutput(StringType)}, tyOutput(StringType)},
		{"unify/promise+promise=promise", []Type{tyPromise(IntType), tyPromise(NumberType)}, tyPromise(NumberType)},
		{"unify/T+output(U)=output(unify(T,U))", []Type{IntType, tyOutput(StringType)}, tyOutput(StringType)},
		{"unify/output(U)+T=output(unify(T,U))", []Type{tyOutput(IntType), NoneType}, tyOutput(tyOpt(IntType))},
		{"unify/T+promise(U)=promise(unify(T,U))", []Type{NumberType, tyPromise(IntType)}, tyPromise(NumberType)},
		{"unify/union-with-outputs+output=output-of-resolved", []Type{tyUnion(tyOutput(IntType), BoolType), tyOutput(NumberType)},
			tyOutput(tyUnion(NumberType, BoolType))},
		{"unify/list+list=list(unify)", []Type{tyList(IntType), tyList(NumberType)}, tyList(NumberType)},
		{"unify/set+set=set(unify)", []Type{tySet(IntType), tySet(StringType)}, tySet(StringType)},
		{"unify/list+set=list", []Type{tyList(IntType), tySet(NumberType)}, tyList(NumberType)},
		{"unify/set+list=list", []Type{tySet(IntType), tyList(NumberType)}, tyList(NumberType)},
		{"unify/map+map=map(unify)", []Type{tyMap(IntType), tyMap(StringType)}, tyMap(StringType)},
		{"unify/tuple+tuple-same-length=elementwise", []Type{tyTuple(IntType, StringType), tyTuple(NumberType, IntType)}, tyTuple(NumberType, StringType)},
		{"unify/tuple+tuple-other-length=list", []Type{tyTuple(IntType), tyTuple(NumberType, IntType)}, tyList(NumberType)},
		{"unify/tuple+list=list", []Type{tyTuple(IntType, IntType), tyList(NumberType)}, tyList(NumberType)},
		{"unify/list+tuple=list", []Type{tyList(IntType), tyTuple(StringType)}, tyList(StringType)},
		{"unify/tuple+set=set", []Type{tyTuple(IntType), tySet(NumberType)}, tySet(NumberType)},
		{"unify/empty-tuple+empty-tuple-other-length=list(dynamic)", []Type{tyTuple(), tyTuple(tyTuple())}, tyList(tyTuple())},
		{"unify/object+object=union-of-attributes", []Type{tyObj("a", IntType, "b", StringType), tyObj("a", NumberType, "c", BoolType)},
			tyObj("a", NumberType, "b", tyOpt(StringType), "c", tyOpt(BoolType))},
		{"unify/object+map=map", []Type{tyObj("a", IntType), tyMap(StringType)}, tyMap(StringType)},
		{"unify/map+object=map", []Type{tyMap(IntType), tyObj("a", NumberType)}, tyMap(NumberType)},
		{"unify/list+map=union", []Type{tyList(IntType), tyMap(IntType)}, &UnionType{ElementTypes: []Type{tyList(IntType), tyMap(IntType)}}},
		{"unify/enum+element=element", []Type{tyColorEnum(), StringType}, StringType},
		{"unify/const+underlying=underlying", []Type{StringType, tyConstString("x")}, StringType},
		{"unify/const+const=union", []Type{tyConstString("x"), tyConstString("y")}, &UnionType{ElementTypes: []Type{tyConstString("x"), tyConstString("y")}}},
		{"unify/Asset+AssetOrArchive=AssetOrArchive", []Type{AssetType, AssetOrArchiveType}, AssetOrArchiveType},
		{"unify/Asset+Archive=union", []Type{AssetType, ArchiveType}, &UnionType{ElementTypes: []Type{AssetType, ArchiveType}}},
		{"unify/recursive+same-recursive=itself", []Type{node, tyRecursiveNode(IntType)}, node},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			got := Unify(c.types...)
			if !Equal(got, c.want) || got.String() != c.want.String() {
				t.Fatalf("Unify(%v) = %v, want %v", c.types, got, c.want)
			}
			for _, ty := range c.types {
				if ty == nil {
					continue
				}
				if k, reason := Conversion(ty, got); k == NoConversion {
					t.Fatalf("%v does not convert to Unify result %v: %s", ty, got, reason)
				}
			}
		})
	}
}

func TestUnifyObjectsKeepToken(t *testing.T) {
	a := &ObjectType{Token: "pkg:index:T", Properties: map[string]Type{"a": IntType}}
	b := &ObjectType{Token: "pkg:index:T", Properties: map[string]Type{"a": NumberType}}
	c := &ObjectType{Token: "pkg:index:U", Properties: map[string]Type{"a": NumberType}}
	t.Run("unify/object+object/same-token-kept", func(t *testing.T) {
		if got := Unify(a, b).(*ObjectType); got.Token != "pkg:index:T" {
			t.Fatalf("token %q, want pkg:index:T", got.Token)
		}
	})
	t.Run("unify/object+object/different-tokens-dropped", func(t *testing.T) {
		if got := Unify(a, c).(*ObjectType); got.Token != "" {
			t.Fatalf("token %q, want none", got.Token)
		}
	})
}

func TestUnifyRecursive(t *testing.T) {
	// Two different recursive types unify to a recursive result without
	// looping, and both convert to it.
	a := tyRecursiveNode(IntType)
	b := tyRecursiveNode(StringType)
	t.Run("unify/recursive/terminates", func(t *testing.T) {
		u := Unify(a, b)
		o, ok := u.(*ObjectType)
		if !ok {
			t.Fatalf("Unify = %v, want an object", u)
		}
		if !Equal(o.Properties["value"], StringType) {
			t.Fatalf("value = %v, want string", o.Properties["value"])
		}
		// next is union(a, none) + union(b, none): unions concatenate.
		if next := o.Properties["next"]; !Equal(next, tyUnion(a, b, NoneType)) {
			t.Fatalf("next = %v, want union of both node types and none", next)
		}
		for _, ty := range []Type{a, b} {
			if k, reason := Conversion(ty, u); k == NoConversion {
				t.Fatalf("%v does not convert to %v: %s", ty, u, reason)
			}
		}
	})
	t.Run("unify/recursive/mutual", func(t *testing.T) {
		x, y := tyMutualPair()
		u := Unify(x, y)
		if k, reason := Conversion(x, u); k == NoConversion {
			t.Fatalf("%v does not convert to %v: %s", x, u, reason)
		}
		if k, reason := Conversion(y, u); k == NoConversion {
			t.Fatalf("%v does not convert to %v: %s", y, u, reason)
		}
	})
}

func TestUnifyRecursiveSelfReference(t *testing.T) {
	// Objects whose attributes refer to the objects themselves (not through a
	// union) unify to a result that refers to itself.
	a := &ObjectType{Properties: map[string]Type{"v": IntType}}
	a.Properties["self"] = a
	b := &ObjectType{Properties: map[string]Type{"v": NumberType}}
	b.Properties["self"] = b
	t.Run("unify/recursive/self-reference-is-recursive", func(t *testing.T) {
		u, ok := Unify(a, b).(*ObjectType)
		if !ok || u.Properties["self"] != u || !Equal(u.Properties["v"], NumberType) {
			t.Fatalf("Unify = %v, want object({self = <itself>, v = number})", u)
		}
	})
}

func TestUnifyOrderOfUnionElements(t *testing.T) {
	t.Run("unify/none+T=union(T,none)/element-order", func(t *testing.T) {
		if got := Unify(NoneType, IntType).String(); got != "union(int, none)" {
			t.Fatalf("got %s, want union(int, none)", got)
		}
	})
}
