package refine

import (
	"github.com/zclconf/go-cty/cty"
	"github.com/zclconf/go-cty/cty/convert"
	"sort"
)

// Equality and ordering that use refinements (spec value-refinements.md):
// cty's own Value.Equals and Value.LessThan already decide some cases from
// refinements; these add the cases they leave unknown, such as two unknown
// numbers whose ranges do not overlap, and bounds that touch.

// refineUnknownBool is the result of a comparison that cannot be decided yet. A
// comparison that succeeds never yields null.
func refineUnknownBool() cty.Value { return cty.UnknownVal(cty.Bool).RefineNotNull() }

// Equals returns a == b. Besides cty's rules (a value definitely not null
// never equals null; a known value outside an unknown's range never equals
// it), two unknowns are known unequal when at least one is definitely not
// null and their types, number ranges, string prefixes or collection lengths
// cannot meet.
func Equals(a, b cty.Value) (cty.Value, error) {
	return refineGuard("equality", func() (cty.Value, error) {
		vs, marks := refineUnmarkAll(a, b)
		if refineDistinct(vs[0], vs[1]) {
			return cty.False.WithMarks(marks), nil
		}
		return vs[0].Equals(vs[1]).WithMarks(marks), nil
	})
}

// NotEquals returns a != b, the negation of Equals.
func NotEquals(a, b cty.Value) (cty.Value, error) {
	eq, err := Equals(a, b)
	if err != nil {
		return eq, err
	}
	return refineGuard("inequality", func() (cty.Value, error) { return eq.Not(), nil })
}

// refineDistinct reports whether a and b (unmarked) can never be equal,
// judged from their ranges alone.
func refineDistinct(a, b cty.Value) bool {
	if a.IsKnown() && b.IsKnown() {
		return false // cty decides known values exactly
	}
	if a == cty.DynamicVal || b == cty.DynamicVal {
		return false
	}
	// If both could be null they could be equal as nulls.
	if !a.Range().DefinitelyNotNull() && !b.Range().DefinitelyNotNull() {
		return false
	}
	// From here on, any null operand is unequal to the other one, so only
	// the non-null possibilities matter.
	if a.IsKnown() && a.IsNull() || b.IsKnown() && b.IsNull() {
		return true
	}
	ta, tb := a.Type(), b.Type()
	if !ta.HasDynamicTypes() && !tb.HasDynamicTypes() && !ta.Equals(tb) {
		return true
	}
	switch {
	case ta == cty.Number && tb == cty.Number:
		ra, _ := NumberRangeOfValue(a)
		rb, _ := NumberRangeOfValue(b)
		return !ra.Overlaps(rb)
	case ta == cty.String && tb == cty.String:
		return refinePrefixesDisagree(a, b) || refinePrefixesDisagree(b, a)
	case ta.IsCollectionType() && tb.IsCollectionType():
		ra, okA := LengthRangeOfValue(a)
		rb, okB := LengthRangeOfValue(b)
		return okA && okB && !ra.Overlaps(rb)
	}
	return false
}

// refinePrefixesDisagree reports whether the strings a and b cannot be equal: their
// known prefixes differ, or a is known and shorter than b's known prefix.
func refinePrefixesDisagree(a, b cty.Value) bool {
	pa, pb := a.Range().StringPrefix(), b.Range().StringPrefix()
	n := min(len(pa), len(pb))
	if pa[:n] != pb[:n] {
		return true
	}
	return a.IsKnown() && len(pa) < len(pb)
}

// LessThan returns a < b. Operands convert to numbers as HCL's
// arithmetic does; the result is known whenever the operands' ranges decide
// it, taking inclusive and exclusive bounds into account.
func LessThan(a, b cty.Value) (cty.Value, error) {
	return compareNumbers("<", a, b, false, false)
}

// LessThanOrEqual returns a <= b (see LessThan).
func LessThanOrEqual(a, b cty.Value) (cty.Value, error) {
	return compareNumbers("<=", a, b, true, false)
}

// GreaterThan returns a > b (see LessThan).
func GreaterThan(a, b cty.Value) (cty.Value, error) {
	return compareNumbers(">", a, b, false, true)
}

// GreaterThanOrEqual returns a >= b (see LessThan).
func GreaterThanOrEqual(a, b cty.Value) (cty.Value, error) {
	return compareNumbers(">=", a, b, true, true)
}

// compareNumbers returns a < b (or a <= b when orEqual); swap compares b with
// a instead, giving > and >=. Errors name the original operand positions.
func compareNumbers(op string, a, b cty.Value, orEqual, swap bool) (cty.Value, error) {
	return refineGuard(op, func() (cty.Value, error) {
		vs, marks := refineUnmarkAll(a, b)
		x, err := refineNumberOperand(vs[0], 0, op)
		if err != nil {
			return refineUnknownBool(), err
		}
		y, err := refineNumberOperand(vs[1], 1, op)
		if err != nil {
			return refineUnknownBool(), err
		}
		if swap {
			x, y = y, x
		}
		return refineLessThan(x, y, orEqual).WithMarks(marks), nil
	})
}

// refineLessThan compares two number values of type cty.Number (or DynamicVal).
func refineLessThan(x, y cty.Value, orEqual bool) cty.Value {
	if x.IsKnown() && y.IsKnown() {
		if orEqual {
			return x.LessThanOrEqualTo(y)
		}
		return x.LessThan(y)
	}
	rx, _ := NumberRangeOfValue(x)
	ry, _ := NumberRangeOfValue(y)
	rx, ry = rx.normalized(), ry.normalized()
	xHiVsYLo := rx.hi().Cmp(ry.lo())
	xLoVsYHi := rx.lo().Cmp(ry.hi())
	if orEqual {
		switch {
		case xHiVsYLo <= 0: // every x <= every y
			return cty.True
		case xLoVsYHi > 0, xLoVsYHi == 0 && !(rx.LowerInclusive && ry.UpperInclusive):
			return cty.False
		}
		return refineUnknownBool()
	}
	switch {
	case xHiVsYLo < 0, xHiVsYLo == 0 && !(rx.UpperInclusive && ry.LowerInclusive):
		return cty.True
	case xLoVsYHi >= 0: // every x >= every y
		return cty.False
	}
	return refineUnknownBool()
}

// refineNumberOperand converts operand i of op to a number, as HCL does for
// arithmetic and comparison operands. A known null is an error.
func refineNumberOperand(v cty.Value, i int, op string) (cty.Value, error) {
	return ConvertOperand(v, cty.Number, i, op)
}

// ConvertOperand converts operand i of op to ty; a known null or a value that
// does not convert is an error about that operand.
func ConvertOperand(v cty.Value, ty cty.Type, i int, op string) (cty.Value, error) {
	if v.IsKnown() && v.IsNull() {
		return cty.UnknownVal(ty), OperandError(i, "Invalid operand",
			"Unsuitable value for the %s operator: a null value cannot be used as an operand.", op)
	}
	if v.Type().Equals(ty) {
		return v, nil
	}
	out, err := convert.Convert(v, ty)
	if err != nil {
		return cty.UnknownVal(ty), OperandError(i, "Invalid operand",
			"Unsuitable value for the %s operator: %s.", op, refineConvertReason(err, ty))
	}
	return out, nil
}

// refineConvertReason phrases a conversion error as the end of a sentence.
func refineConvertReason(err error, ty cty.Type) string {
	msg := err.Error()
	if msg == "" {
		return "the value cannot be converted to " + ty.FriendlyName()
	}
	return msg
}

// EqualsAsData returns a == b comparing the two values as data: lists, sets
// and tuples are sequences compared element by element, maps and objects
// are mappings compared key by key (a key whose value is null as one the
// mapping lacks), numbers compare numerically, and null equals only null.
// Element and attribute types do not take part, so an
// empty list of strings equals an empty tuple, and a dynamic value holding
// the tuple [1] equals the list of ints [1]. This is the equality of
// operands whose PCL types may hold equal values (see DistinctTypes in
// package eval): the target languages hold every collection as an array or
// a dictionary whose element types they never compare. The marks of both
// operands, nested ones included, carry over to the result.
func EqualsAsData(a, b cty.Value) (cty.Value, error) {
	return refineGuard("equality", func() (cty.Value, error) {
		ua, ma := a.UnmarkDeep()
		ub, mb := b.UnmarkDeep()
		var result cty.Value
		switch dataEqual(ua, ub) {
		case dataTrue:
			result = cty.True
		case dataFalse:
			result = cty.False
		default:
			result = refineUnknownBool()
		}
		return result.WithMarks(ma, mb), nil
	})
}

// NotEqualsAsData returns a != b, the negation of EqualsAsData.
func NotEqualsAsData(a, b cty.Value) (cty.Value, error) {
	eq, err := EqualsAsData(a, b)
	if err != nil || !eq.IsKnown() {
		return eq, err
	}
	return refineGuard("inequality", func() (cty.Value, error) { return eq.Not(), nil })
}

// dataResult is the outcome of comparing two values as data: known equal,
// known unequal, or not known yet.
type dataResult int

const (
	dataTrue dataResult = iota
	dataFalse
	dataUnknown
)

// dataKind is how the target languages hold a value: as a sequence, as a
// mapping, or as the primitive itself.
func dataKind(t cty.Type) string {
	switch {
	case t.IsListType() || t.IsSetType() || t.IsTupleType():
		return "sequence"
	case t.IsMapType() || t.IsObjectType():
		return "mapping"
	}
	return ""
}

// dataEqual compares the unmarked values a and b as data. An unknown part
// leaves the result unknown unless a known part already tells them apart;
// an unknown compared with a value of its own type is decided by its
// refinements where they can (Equals).
func dataEqual(a, b cty.Value) dataResult {
	if !a.IsKnown() || !b.IsKnown() {
		if a.IsKnown() && a.IsNull() || b.IsKnown() && b.IsNull() {
			if a.Range().DefinitelyNotNull() || b.Range().DefinitelyNotNull() {
				return dataFalse
			}
			return dataUnknown
		}
		if a.Type().Equals(b.Type()) && !a.Type().HasDynamicTypes() {
			if eq, err := Equals(a, b); err == nil && eq.IsKnown() {
				return dataBool(eq.True())
			}
		}
		return dataUnknown
	}
	if a.IsNull() || b.IsNull() {
		return dataBool(a.IsNull() && b.IsNull())
	}
	ka, kb := dataKind(a.Type()), dataKind(b.Type())
	if ka != kb {
		return dataFalse
	}
	switch ka {
	case "sequence":
		if a.LengthInt() != b.LengthInt() {
			return dataFalse
		}
		return dataAll(a.AsValueSlice(), b.AsValueSlice())
	case "mapping":
		// A key whose value is null is a key the value lacks: the
		// languages hold an object's null attribute as an absent key (an
		// SDK's object of unset properties, a choice of objects of other
		// keys), and their comparisons treat the two alike.
		am, bm := a.AsValueMap(), b.AsValueMap()
		result := dataTrue
		for _, k := range mappingKeys(am, bm) {
			va, inA := am[k]
			vb, inB := bm[k]
			switch lackA, lackB := !inA || knownNull(va), !inB || knownNull(vb); {
			case lackA && lackB:
			case lackA || lackB:
				// Unequal, unless the value the other has may be null.
				v := va
				if lackA {
					v = vb
				}
				if v.IsKnown() || v.Range().DefinitelyNotNull() {
					return dataFalse
				}
				result = dataUnknown
			default:
				switch dataEqual(va, vb) {
				case dataFalse:
					return dataFalse
				case dataUnknown:
					result = dataUnknown
				}
			}
		}
		return result
	}
	if !a.Type().Equals(b.Type()) {
		return dataFalse
	}
	return dataBool(a.Equals(b).True())
}

// mappingKeys returns the keys of a and b, sorted.
func mappingKeys(a, b map[string]cty.Value) []string {
	var keys []string
	for k := range a {
		keys = append(keys, k)
	}
	for k := range b {
		if _, ok := a[k]; !ok {
			keys = append(keys, k)
		}
	}
	sort.Strings(keys)
	return keys
}

// knownNull reports whether v is known to be null.
func knownNull(v cty.Value) bool { return v.IsKnown() && v.IsNull() }

// dataAll compares as and bs pairwise: unequal if any pair is, unknown if
// none is but some pair is unknown.
func dataAll(as, bs []cty.Value) dataResult {
	result := dataTrue
	for i := range as {
		switch dataEqual(as[i], bs[i]) {
		case dataFalse:
			return dataFalse
		case dataUnknown:
			result = dataUnknown
		}
	}
	return result
}

func dataBool(b bool) dataResult {
	if b {
		return dataTrue
	}
	return dataFalse
}
