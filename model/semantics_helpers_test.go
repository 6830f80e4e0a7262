package model

import (
	"math/rand"
	"sort"
	"strings"

	"github.com/zclconf/go-cty/cty"
)

// Helpers shared by the type-semantics tests.

// obj builds an object type from alternating names and types.
func tyObj(kv ...any) *ObjectType {
	props := map[string]Type{}
	for i := 0; i+1 < len(kv); i += 2 {
		props[kv[i].(string)] = kv[i+1].(Type)
	}
	return NewObjectType(props)
}

func tyOpt(t Type) Type { return NewOptionalType(t) }

func tyUnion(ts ...Type) Type { return NewUnionType(ts...) }

func tyList(t Type) Type { return NewListType(t) }

func tySet(t Type) Type { return NewSetType(t) }

func tyMap(t Type) Type { return NewMapType(t) }

func tyTuple(ts ...Type) Type { return NewTupleType(ts...) }

func tyOutput(t Type) Type { return NewOutputType(t) }

func tyPromise(t Type) Type { return NewPromiseType(t) }

func tyConstString(s string) *ConstType { return &ConstType{Type: StringType, Value: cty.StringVal(s)} }

func tyConstInt(i int64) *ConstType { return &ConstType{Type: IntType, Value: cty.NumberIntVal(i)} }

// colorEnum is enum(pkg:index:Color) over "red" and "green".
func tyColorEnum() *EnumType {
	return &EnumType{Token: "pkg:index:Color", ElementType: StringType,
		Elements: []cty.Value{cty.StringVal("red"), cty.StringVal("green")}}
}

// smallIntEnum is an enum over the ints 1, 2 and 3 (Integer[1, 3] in the type
// algebra reference).
func tySmallIntEnum() *EnumType {
	return &EnumType{Token: "pkg:index:Small", ElementType: IntType,
		Elements: []cty.Value{cty.NumberIntVal(1), cty.NumberIntVal(2), cty.NumberIntVal(3)}}
}

// recursiveNode returns a fresh recursive schema type
// object({value = valueType, next = optional(<itself>)}).
func tyRecursiveNode(valueType Type) *ObjectType {
	node := &ObjectType{Token: "recursive:index:Node", Properties: map[string]Type{"value": valueType}}
	node.Properties["next"] = tyOpt(node)
	return node
}

// mutualPair returns two fresh mutually recursive schema types A and B, where
// A has b = optional(B) and B has a = optional(A).
func tyMutualPair() (*ObjectType, *ObjectType) {
	a := &ObjectType{Token: "recursive:index:A", Properties: map[string]Type{"x": IntType}}
	b := &ObjectType{Token: "recursive:index:B", Properties: map[string]Type{"y": StringType}}
	a.Properties["b"] = tyOpt(b)
	b.Properties["a"] = tyOpt(a)
	return a, b
}

// typeGen generates random types from a seed.
type tyGen struct {
	r *rand.Rand
	// closed makes every object type have exactly the attributes a and b, so
	// that no conversion drops or defaults attributes.
	closed bool
}

func (g *tyGen) gen(depth int) Type {
	leaves := []func() Type{
		func() Type { return DynamicType },
		func() Type { return BoolType },
		func() Type { return IntType },
		func() Type { return NumberType },
		func() Type { return StringType },
		func() Type { return NoneType },
		func() Type { return AssetType },
		func() Type { return ArchiveType },
		func() Type { return AssetOrArchiveType },
		func() Type { return tyColorEnum() },
		func() Type { return tySmallIntEnum() },
		func() Type { return tyConstString([]string{"red", "x"}[g.r.Intn(2)]) },
		func() Type { return tyConstInt(int64(g.r.Intn(5))) },
	}
	if depth <= 0 || g.r.Intn(3) == 0 {
		return leaves[g.r.Intn(len(leaves))]()
	}
	switch g.r.Intn(9) {
	case 0:
		return NewListType(g.gen(depth - 1))
	case 1:
		return NewSetType(g.gen(depth - 1))
	case 2:
		return NewMapType(g.gen(depth - 1))
	case 3:
		elems := make([]Type, g.r.Intn(3))
		for i := range elems {
			elems[i] = g.gen(depth - 1)
		}
		return NewTupleType(elems...)
	case 4:
		props := map[string]Type{}
		if g.closed {
			props["a"] = g.gen(depth - 1)
			props["b"] = g.gen(depth - 1)
		} else {
			for _, name := range []string{"a", "b", "c"} {
				if g.r.Intn(2) == 0 {
					props[name] = g.gen(depth - 1)
				}
			}
		}
		return NewObjectType(props)
	case 5:
		elems := make([]Type, 2+g.r.Intn(2))
		for i := range elems {
			elems[i] = g.gen(depth - 1)
		}
		return NewUnionType(elems...)
	case 6:
		return NewPromiseType(g.gen(depth - 1))
	case 7:
		return NewOutputType(g.gen(depth - 1))
	default:
		if g.closed {
			return NewOptionalType(g.gen(depth - 1))
		}
		return tyRecursiveNode(g.gen(depth - 1))
	}
}

// generateTypes returns n seeded random types.
func tyGenerateTypes(seed int64, n int, closed bool) []Type {
	g := &tyGen{r: rand.New(rand.NewSource(seed)), closed: closed}
	types := make([]Type, n)
	for i := range types {
		types[i] = g.gen(3)
	}
	return types
}

// deepCopy copies t into fresh structs (recursive objects stay recursive).
func tyDeepCopy(t Type) Type {
	return tyCopyType(t, map[*ObjectType]*ObjectType{})
}

func tyCopyType(t Type, objects map[*ObjectType]*ObjectType) Type {
	switch t := t.(type) {
	case *PrimitiveType:
		return &PrimitiveType{Kind: t.Kind}
	case *noneType:
		return &noneType{}
	case *ListType:
		return &ListType{ElementType: tyCopyType(t.ElementType, objects)}
	case *SetType:
		return &SetType{ElementType: tyCopyType(t.ElementType, objects)}
	case *MapType:
		return &MapType{ElementType: tyCopyType(t.ElementType, objects)}
	case *PromiseType:
		return &PromiseType{ElementType: tyCopyType(t.ElementType, objects)}
	case *OutputType:
		return &OutputType{ElementType: tyCopyType(t.ElementType, objects)}
	case *TupleType:
		return &TupleType{ElementTypes: tyCopyTypes(t.ElementTypes, objects)}
	case *UnionType:
		return &UnionType{ElementTypes: tyCopyTypes(t.ElementTypes, objects)}
	case *ObjectType:
		if c, ok := objects[t]; ok {
			return c
		}
		c := &ObjectType{Token: t.Token, Properties: map[string]Type{}}
		objects[t] = c
		for name, p := range t.Properties {
			c.Properties[name] = tyCopyType(p, objects)
		}
		return c
	case *OpaqueType:
		return &OpaqueType{Name: t.Name}
	case *EnumType:
		return &EnumType{Token: t.Token, ElementType: tyCopyType(t.ElementType, objects), Elements: append([]cty.Value{}, t.Elements...)}
	case *ConstType:
		return &ConstType{Type: tyCopyType(t.Type, objects), Value: t.Value}
	}
	return t
}

func tyCopyTypes(ts []Type, objects map[*ObjectType]*ObjectType) []Type {
	out := make([]Type, len(ts))
	for i, t := range ts {
		out[i] = tyCopyType(t, objects)
	}
	return out
}

// sortedUnionString prints t with every union's elements sorted by their
// spelling: the canonical spelling up to union element order.
func tySortedUnionString(t Type) string {
	return tySortUnions(t, map[*ObjectType]bool{}).String()
}

func tySortUnions(t Type, seen map[*ObjectType]bool) Type {
	switch t := t.(type) {
	case *ListType:
		return NewListType(tySortUnions(t.ElementType, seen))
	case *SetType:
		return NewSetType(tySortUnions(t.ElementType, seen))
	case *MapType:
		return NewMapType(tySortUnions(t.ElementType, seen))
	case *PromiseType:
		return &PromiseType{ElementType: tySortUnions(t.ElementType, seen)}
	case *OutputType:
		return &OutputType{ElementType: tySortUnions(t.ElementType, seen)}
	case *TupleType:
		elems := make([]Type, len(t.ElementTypes))
		for i, e := range t.ElementTypes {
			elems[i] = tySortUnions(e, seen)
		}
		return NewTupleType(elems...)
	case *UnionType:
		elems := make([]Type, len(t.ElementTypes))
		for i, e := range t.ElementTypes {
			elems[i] = tySortUnions(e, seen)
		}
		sort.SliceStable(elems, func(i, j int) bool { return strings.Compare(elems[i].String(), elems[j].String()) < 0 })
		return &UnionType{ElementTypes: elems}
	case *ObjectType:
		if seen[t] {
			return t
		}
		seen[t] = true
		defer delete(seen, t)
		props := map[string]Type{}
		for name, p := range t.Properties {
			props[name] = tySortUnions(p, seen)
		}
		return &ObjectType{Token: t.Token, Properties: props}
	}
	return t
}
