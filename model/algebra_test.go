package model

import (
	"testing"

	"github.com/zclconf/go-cty/cty"
)

// Tests that read the type algebra reference (type-algebra-reference.md) onto
// PCL's types: assignability is a subset test (a safe conversion from A to B
// means every A is a B), dynamic is the top type, and integer ranges are
// ordered by subset. Where PCL's own spec says otherwise (null is not
// assignable everywhere; an output or a promise unified with any type is
// one), PCL wins.

func TestAlgebraTopType(t *testing.T) {
	// Object (Any) is the top of the lattice: every type is a subset of it.
	// Unified with dynamic, a type holding an output or a promise anywhere
	// stays eventual: output(dynamic) or promise(dynamic).
	for _, ty := range tyGenerateTypes(11, 60, false) {
		t.Run("algebra/dynamic-is-top/"+ty.String(), func(t *testing.T) {
			if k, _ := Conversion(ty, DynamicType); k != SafeConversion {
				t.Fatalf("Conversion(%v, dynamic) = %v, want safe", ty, k)
			}
			want := Type(DynamicType)
			switch out, promise := HoldsEventuals(ty); {
			case out:
				want = NewOutputType(DynamicType)
			case promise:
				want = NewPromiseType(DynamicType)
			}
			if u := Unify(ty, DynamicType); !Equal(u, want) {
				t.Fatalf("Unify(%v, dynamic) = %v, want %v", ty, u, want)
			}
		})
	}
}

func TestAlgebraUndef(t *testing.T) {
	// Puppet's Undef widens to every type; PCL restricts null to none and
	// optional types, so the widening is to union(T, none).
	for _, ty := range []Type{StringType, IntType, tyList(IntType), tyObj("a", IntType), AssetType, tyColorEnum()} {
		t.Run("algebra/undef-widens-to-optional/"+ty.String(), func(t *testing.T) {
			if k, _ := Conversion(NoneType, NewOptionalType(ty)); k != SafeConversion {
				t.Fatalf("none does not convert safely to optional %v", ty)
			}
			if u := Unify(NoneType, ty); !Equal(u, NewOptionalType(ty)) {
				t.Fatalf("Unify(none, %v) = %v, want union(%v, none)", ty, u, ty)
			}
		})
		t.Run("algebra/undef-not-assignable-to-non-optional/"+ty.String(), func(t *testing.T) {
			if k, reason := Conversion(NoneType, ty); k != NoConversion || reason == "" {
				t.Fatalf("Conversion(none, %v) = %v; PCL only assigns null to none and optional types", ty, k)
			}
		})
		t.Run("algebra/only-undef-has-type-undef/"+ty.String(), func(t *testing.T) {
			if k, _ := Conversion(ty, NoneType); k != NoConversion {
				t.Fatalf("Conversion(%v, none) = %v, want none", ty, k)
			}
		})
	}
}

func TestAlgebraIntegerRanges(t *testing.T) {
	// Integer[1,3] (an enum of 1, 2, 3) is inside Integer (int), which is
	// inside Numeric (number). A narrower range converts safely to a wider
	// one; the reverse is only unsafe; a range with a value outside another is
	// not a subset of it.
	small := tySmallIntEnum()
	two := tyConstInt(2)
	five := tyConstInt(5)
	cases := []struct {
		name     string
		from, to Type
		want     ConversionKind
	}{
		{"algebra/integer-range-subset/point-in-range", two, small, SafeConversion},
		{"algebra/integer-range-subset/point-outside-range", five, small, NoConversion},
		{"algebra/integer-range-subset/range-in-int", small, IntType, SafeConversion},
		{"algebra/integer-range-subset/point-in-int", two, IntType, SafeConversion},
		{"algebra/integer-range-subset/int-in-number", IntType, NumberType, SafeConversion},
		{"algebra/integer-range-subset/range-in-number", small, NumberType, SafeConversion},
		{"algebra/integer-range-subset/int-not-in-range", IntType, small, UnsafeConversion},
		{"algebra/integer-range-subset/number-not-in-int", NumberType, IntType, UnsafeConversion},
		{"algebra/integer-range-subset/equal-points", two, tyConstInt(2), SafeConversion},
		{"algebra/integer-range-subset/different-points", two, five, NoConversion},
		{"algebra/integer-range-subset/equal-value-as-number", two, &ConstType{Type: NumberType, Value: cty.NumberFloatVal(2)}, SafeConversion},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			if k, _ := Conversion(c.from, c.to); k != c.want {
				t.Fatalf("Conversion(%v, %v) = %v, want %v", c.from, c.to, k, c.want)
			}
		})
	}
	t.Run("algebra/integer-range-equality/bounds-equal", func(t *testing.T) {
		if !Equal(tySmallIntEnum(), small) || Equal(two, five) {
			t.Fatal("ranges are equal exactly when their bounds are")
		}
	})
	t.Run("algebra/numeric-promotion/int+number=number", func(t *testing.T) {
		// Arithmetic with a Float operand is a Float.
		if u := Unify(small, NumberType); u != NumberType {
			t.Fatalf("Unify(%v, number) = %v", small, u)
		}
	})
}

func TestAlgebraCollectionsAreCovariant(t *testing.T) {
	// Array[V] is a subset of Array[W] when V is a subset of W.
	elems := []Type{IntType, NumberType, StringType, tySmallIntEnum(), tyConstInt(2)}
	for _, v := range elems {
		for _, w := range elems {
			k, _ := Conversion(v, w)
			for _, wrap := range []func(Type) Type{tyList, tySet, tyMap, tyOutput, tyPromise, func(t Type) Type { return tyTuple(t) }, func(t Type) Type { return tyObj("a", t) }} {
				from, to := wrap(v), wrap(w)
				t.Run("algebra/covariance/"+from.String()+"->"+to.String(), func(t *testing.T) {
					if got, _ := Conversion(from, to); got != k {
						t.Fatalf("Conversion(%v, %v) = %v, want %v like Conversion(%v, %v)", from, to, got, k, v, w)
					}
				})
			}
		}
	}
}

func TestAlgebraResourceIdentity(t *testing.T) {
	// Resource[RT1] != Resource[RT2]: schema object types with different
	// tokens are different types even with the same attributes.
	a := &ObjectType{Token: "pkg:index:A", Properties: map[string]Type{"id": StringType}}
	b := &ObjectType{Token: "pkg:index:B", Properties: map[string]Type{"id": StringType}}
	t.Run("algebra/resource-types-by-token", func(t *testing.T) {
		if Equal(a, b) {
			t.Fatal("types with different tokens are equal")
		}
		if !Equal(a, &ObjectType{Token: "pkg:index:A", Properties: map[string]Type{"id": StringType}}) {
			t.Fatal("types with the same token and attributes differ")
		}
	})
}

func TestAlgebraWidthSubtypingWithOptionalAttributes(t *testing.T) {
	// A known limit of the subset reading, shared with cty: dropping an extra
	// attribute and then defaulting an optional one is not transitive.
	a := tyObj("a", IntType, "b", StringType)
	b := tyObj("a", IntType)
	c := tyObj("a", IntType, "b", tyOpt(BoolType))
	t.Run("algebra/width-subtyping-is-not-transitive-with-optional-attributes", func(t *testing.T) {
		ab, _ := Conversion(a, b)
		bc, _ := Conversion(b, c)
		ac, _ := Conversion(a, c)
		if ab != SafeConversion || bc != SafeConversion || ac != UnsafeConversion {
			t.Fatalf("a->b %v, b->c %v, a->c %v; want safe, safe, unsafe", ab, bc, ac)
		}
	})
}
