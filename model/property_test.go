package model

import (
	"testing"
)

// Property tests over seeded random types (see tyGen).

const propertyTypeCount = 200

func TestPropertyReflexive(t *testing.T) {
	for i, ty := range tyGenerateTypes(1, propertyTypeCount, false) {
		if k, reason := Conversion(ty, ty); k != SafeConversion {
			t.Errorf("property/conversion-reflexive: #%d Conversion(%v, itself) = %v (%s)", i, ty, k, reason)
		}
		if !Equal(ty, ty) {
			t.Errorf("property/equal-reflexive: #%d %v", i, ty)
		}
		c := tyDeepCopy(ty)
		if !Equal(ty, c) || !Equal(c, ty) {
			t.Errorf("property/equal-copy: #%d %v is not Equal to a copy", i, ty)
		}
		if ty.String() != c.String() {
			t.Errorf("property/string-copy: #%d %v prints as %v when copied", i, ty, c)
		}
		if k, _ := Conversion(ty, c); k != SafeConversion {
			t.Errorf("property/conversion-copy: #%d %v -> copy = %v", i, ty, k)
		}
	}
}

func TestPropertyPairs(t *testing.T) {
	types := tyGenerateTypes(2, propertyTypeCount, false)
	for i, a := range types {
		for j, b := range types {
			eq := Equal(a, b)
			if eq != Equal(b, a) {
				t.Errorf("property/equal-symmetric: Equal(#%d %v, #%d %v) = %v but not the reverse", i, a, j, b, eq)
			}
			if eq {
				if tySortedUnionString(a) != tySortedUnionString(b) {
					t.Errorf("property/string-of-equal-types: %v and %v are Equal but print differently", a, b)
				}
				if k, _ := Conversion(a, b); k != SafeConversion {
					t.Errorf("property/equal-converts-safely: %v -> %v = %v", a, b, k)
				}
			}
			u := Unify(a, b)
			for _, x := range []Type{a, b} {
				if k, reason := Conversion(x, u); k == NoConversion {
					t.Errorf("property/unify-is-an-upper-bound: %v does not convert to Unify(%v, %v) = %v: %s", x, a, b, u, reason)
				}
			}
			if k, reason := Conversion(a, b); (k == NoConversion) != (reason != "") {
				t.Errorf("property/reason-iff-no-conversion: Conversion(%v, %v) = %v, %q", a, b, k, reason)
			}
		}
	}
}

func TestPropertyUnifyEqualIsIdentity(t *testing.T) {
	for _, ty := range tyGenerateTypes(3, propertyTypeCount, false) {
		if u := Unify(ty, tyDeepCopy(ty)); !Equal(u, ty) {
			t.Errorf("property/unify-idempotent: Unify(%v, copy) = %v", ty, u)
		}
	}
}

func TestPropertyNewUnionType(t *testing.T) {
	types := tyGenerateTypes(4, propertyTypeCount, false)
	for i := 0; i+2 < len(types); i += 3 {
		u := NewUnionType(types[i], types[i+1], types[i+2])
		if again := NewUnionType(u); !Equal(again, u) || again.String() != u.String() {
			t.Errorf("property/union-idempotent: NewUnionType(%v) = %v", u, again)
		}
		if twice := NewUnionType(u, u); !Equal(twice, u) || twice.String() != u.String() {
			t.Errorf("property/union-idempotent: NewUnionType(u, u) = %v, u = %v", twice, u)
		}
		if ut, ok := u.(*UnionType); ok {
			for x, e := range ut.ElementTypes {
				if _, nested := e.(*UnionType); nested {
					t.Errorf("property/union-flat: %v has a nested union", u)
				}
				for y := x + 1; y < len(ut.ElementTypes); y++ {
					if Equal(e, ut.ElementTypes[y]) {
						t.Errorf("property/union-no-duplicates: %v", u)
					}
				}
			}
		}
		for _, e := range types[i : i+3] {
			if k, _ := Conversion(e, u); k != SafeConversion {
				t.Errorf("property/union-contains-elements: %v -> %v = %v", e, u, k)
			}
		}
	}
}

func TestPropertyAssignabilityIsSubset(t *testing.T) {
	// algebra/assignability-is-subset: safe conversion is a preorder, so it is
	// transitive. Objects all have the same attributes here; see
	// TestAlgebraWidthSubtypingWithOptionalAttributes for why.
	types := tyGenerateTypes(5, propertyTypeCount, true)
	types = append(types, DynamicType, NoneType, IntType, NumberType, StringType, BoolType)
	n := len(types)
	safe := make([][]bool, n)
	for i := range types {
		safe[i] = make([]bool, n)
		for j := range types {
			k, _ := Conversion(types[i], types[j])
			safe[i][j] = k == SafeConversion
		}
	}
	failures := 0
	for a := 0; a < n; a++ {
		for b := 0; b < n; b++ {
			if !safe[a][b] {
				continue
			}
			for c := 0; c < n; c++ {
				if safe[b][c] && !safe[a][c] && failures < 10 {
					failures++
					t.Errorf("algebra/assignability-is-subset: %v -> %v -> %v are safe but %v -> %v is not",
						types[a], types[b], types[c], types[a], types[c])
				}
			}
		}
	}
}

func TestPropertyResolveOutputs(t *testing.T) {
	for _, ty := range tyGenerateTypes(6, propertyTypeCount, false) {
		r := ResolveOutputs(ty)
		if o, p := ContainsEventuals(r); o || p {
			t.Errorf("property/resolve-removes-eventuals: ResolveOutputs(%v) = %v", ty, r)
		}
		if !Equal(ResolveOutputs(r), r) {
			t.Errorf("property/resolve-idempotent: %v", ty)
		}
		if p := ResolvePromises(ty); func() bool { _, hp := ContainsEventuals(p); return hp }() {
			t.Errorf("property/resolve-promises-removes-promises: ResolvePromises(%v) = %v", ty, p)
		}
		// The resolved type converts to the eventual one: a value can always
		// be lifted.
		if k, reason := Conversion(r, ty); k == NoConversion {
			t.Errorf("property/resolved-lifts: %v -> %v: %s", r, ty, reason)
		}
	}
}
