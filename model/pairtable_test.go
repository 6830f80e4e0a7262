package model

import (
	"fmt"
	"math/rand"
	"testing"
)

// tyGraph returns n object types whose attributes refer to each other at
// random, through collections, optional and input unions and outputs: the
// cycles and sharing of schema types, in small.
func tyGraph(r *rand.Rand, n int) []*ObjectType {
	objs := make([]*ObjectType, n)
	for i := range objs {
		objs[i] = &ObjectType{Properties: map[string]Type{}}
		if r.Intn(2) == 0 {
			objs[i].Token = fmt.Sprintf("graph:index:T%d", r.Intn(3))
		}
	}
	leaf := func() Type {
		return []Type{IntType, StringType, NumberType, BoolType, DynamicType, NoneType, tyColorEnum(), tyConstString("red")}[r.Intn(8)]
	}
	var gen func(depth int) Type
	gen = func(depth int) Type {
		if depth == 0 || r.Intn(3) == 0 {
			if r.Intn(2) == 0 {
				return objs[r.Intn(n)]
			}
			return leaf()
		}
		switch r.Intn(8) {
		case 0:
			return NewListType(gen(depth - 1))
		case 1:
			return NewMapType(gen(depth - 1))
		case 2:
			return NewOptionalType(gen(depth - 1))
		case 3:
			t := gen(depth - 1)
			return NewUnionType(t, NewOutputType(t), NoneType)
		case 4:
			return NewUnionType(gen(depth-1), gen(depth-1))
		case 5:
			return NewSetType(gen(depth - 1))
		case 6:
			return NewTupleType(gen(depth-1), gen(depth-1))
		}
		return NewOutputType(gen(depth - 1))
	}
	for _, o := range objs {
		for _, name := range []string{"a", "b", "c", "d"} {
			if r.Intn(3) > 0 {
				o.Properties[name] = gen(2)
			}
		}
	}
	return objs
}

// tyGraphTypes returns types over random graphs of object types, with copies
// of the graphs, so that equal types are not all the same pointers.
func tyGraphTypes(seed int64) []Type {
	r := rand.New(rand.NewSource(seed))
	objs := tyGraph(r, 2+r.Intn(6))
	copies := map[*ObjectType]*ObjectType{}
	var types []Type
	for i, o := range objs {
		next := objs[(i+1)%len(objs)]
		types = append(types, o, tyCopyType(o, copies), NewOptionalType(o), NewListType(o), NewMapType(NewOutputType(o)),
			// Unions make a conversion go on after a part fails, so that
			// what it learned about pairs on the way is used again.
			NewUnionType(o, next), NewUnionType(tyCopyType(next, copies), NewOutputType(o)))
	}
	return types
}

// TestPairTableConversion checks that tabling the answers of pairs of types
// does not change any conversion: a converter that tables nothing (and so
// follows the rules of Conversion literally, compares every pair it meets on
// its own, and only assumes that pairs in progress convert) gives the same
// kinds over random recursive graphs of object types.
func TestPairTableConversion(t *testing.T) {
	kinds := map[ConversionKind]int{}
	for seed := int64(0); seed < 200; seed++ {
		types := tyGraphTypes(seed)
		for _, from := range types {
			for _, to := range types {
				want := newConverter()
				want.pairs.untabled = true
				wantKind := want.convert(from, to)
				if got := conversionKind(from, to); got != wantKind {
					t.Fatalf("seed %d: conversionKind(%v, %v) = %v, but without the table it is %v", seed, from, to, got, wantKind)
				}
				kinds[wantKind]++
			}
		}
	}
	// The graphs exercise every kind.
	for _, k := range []ConversionKind{NoConversion, UnsafeConversion, SafeConversion} {
		if kinds[k] == 0 {
			t.Errorf("no pair converts with kind %v", k)
		}
	}
}

// TestPairTableEqual checks the same for Equal.
func TestPairTableEqual(t *testing.T) {
	equal := 0
	for seed := int64(0); seed < 200; seed++ {
		types := tyGraphTypes(seed)
		for _, a := range types {
			for _, b := range types {
				pairs := newPairTable(true, false)
				pairs.untabled = true
				want := equality{pairs: &pairs}
				wantEq := want.equal(a, b)
				if got := Equal(a, b); got != wantEq {
					t.Fatalf("seed %d: Equal(%v, %v) = %v, but without the table it is %v", seed, a, b, got, wantEq)
				}
				if wantEq && a != b {
					equal++
				}
			}
		}
	}
	if equal == 0 {
		t.Error("no two distinct types are equal")
	}
}

// TestPairTableForgetsAnswersUnderFailedAssumption: converting P to P'
// converts Q to Q' on the way, assuming that P converts safely to P' (Q's
// attribute p refers back to P); when P turns out to convert only unsafely,
// what was found about Q under that assumption must be forgotten, or
// converting Q to Q' afterwards would wrongly be safe.
func TestPairTableForgetsAnswersUnderFailedAssumption(t *testing.T) {
	p := &ObjectType{Properties: map[string]Type{"y": StringType}}
	q := &ObjectType{Properties: map[string]Type{"p": p}}
	p.Properties["x"] = q
	p2 := &ObjectType{Properties: map[string]Type{"y": IntType}}
	q2 := &ObjectType{Properties: map[string]Type{"p": p2}}
	p2.Properties["x"] = q2

	if k := conversionKind(q, q2); k != UnsafeConversion {
		t.Fatalf("conversionKind(Q, Q') = %v, want unsafe", k)
	}
	// The first alternative converts P to P' (and Q to Q' under the
	// assumption) and then fails; the second converts Q to Q' again.
	from := NewTupleType(p, q)
	to := &UnionType{ElementTypes: []Type{NewTupleType(p2, NewListType(IntType)), NewTupleType(DynamicType, q2)}}
	if k, _ := Conversion(from, to); k != UnsafeConversion {
		t.Errorf("Conversion(tuple([P, Q]), %v) = %v, want unsafe", to, k)
	}
}

// TestPairTablePassesAssumptionsOn: an answer found under the assumption
// about a pair B, which itself rests on an assumption about an enclosing pair
// R, rests on R once B is finished. Here E' is found under B, which refers
// back to R; A2 then uses E's answer after B is finished; when R turns out to
// convert only unsafely, A2's answer must be forgotten along with E's.
// Tuples fix the order the parts are converted in.
func TestPairTablePassesAssumptionsOn(t *testing.T) {
	obj := func() *ObjectType { return &ObjectType{Properties: map[string]Type{}} }
	build := func(bad Type) (r, a2 *ObjectType) {
		r, a, b, e := obj(), obj(), obj(), obj()
		a2 = obj()
		r.Properties["t"] = NewTupleType(a, a2, bad)
		a.Properties["b"] = b
		b.Properties["t"] = NewTupleType(e, r)
		e.Properties["b"] = b
		a2.Properties["e"] = e
		return r, a2
	}
	r, a2 := build(StringType)
	r2, a22 := build(IntType)
	if k := conversionKind(a2, a22); k != UnsafeConversion {
		t.Fatalf("conversionKind(A2, A2') = %v, want unsafe", k)
	}
	from := NewTupleType(r, a2)
	to := &UnionType{ElementTypes: []Type{NewTupleType(r2, NewListType(IntType)), NewTupleType(DynamicType, a22)}}
	if k, _ := Conversion(from, to); k != UnsafeConversion {
		t.Errorf("Conversion(tuple([R, A2]), %v) = %v, want unsafe", to, k)
	}
}

// TestConversionEqualTypes: equal types convert safely, including the ones
// Conversion does not compare with Equal first.
func TestConversionEqualTypes(t *testing.T) {
	types := append(tyGenerateTypes(11, 60, false), &UnionType{}, NewOutputType(&UnionType{}), NewListType(&UnionType{}))
	for seed := int64(0); seed < 20; seed++ {
		types = append(types, tyGraphTypes(seed)...)
	}
	for _, a := range types {
		b := tyDeepCopy(a)
		if k, reason := Conversion(a, b); k != SafeConversion {
			t.Errorf("Conversion(%v, a copy of it) = %v (%s), want safe", a, k, reason)
		}
	}
}
