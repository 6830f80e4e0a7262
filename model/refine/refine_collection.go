package refine

import (
	"math/big"

	"github.com/zclconf/go-cty/cty"
	"github.com/zclconf/go-cty/cty/function/stdlib"
)

// Length returns the length of v: the number of characters of a string,
// of elements of a collection or tuple, or of attributes of an object. The
// length of an unknown collection is an unknown number within its refined
// length bounds, which is known when the bounds are equal; a tuple's or
// object's length comes from its type. A known null is an error.
func Length(v cty.Value) (cty.Value, error) {
	return refineGuard("length", func() (cty.Value, error) {
		vs, marks := refineUnmarkAll(v)
		x := vs[0]
		ty := x.Type()
		if x.IsKnown() && x.IsNull() {
			return cty.UnknownVal(cty.Number), OperandError(0, "Invalid function argument",
				"The argument must not be null.")
		}
		var out cty.Value
		switch {
		case x == cty.DynamicVal:
			out = RefinedUnknown(cty.Number, Refinement{NotNull: true,
				Number: NewNumberRange(cty.Zero, true, cty.NilVal, true)})
		case ty == cty.String:
			n, err := stdlib.Strlen(x)
			if err != nil {
				return cty.UnknownVal(cty.Number), OperandError(0, "Invalid function argument", "%s.", err)
			}
			out = n
		case ty.IsObjectType():
			out = cty.NumberIntVal(int64(len(ty.AttributeTypes())))
		case ty.IsCollectionType() && !x.IsKnown():
			// cty bounds an unrefined length by math.MaxInt, an
			// implementation detail; LengthRangeOfValue leaves it unbounded.
			length, _ := LengthRangeOfValue(x)
			out = RefinedUnknown(cty.Number, Refinement{NotNull: true, Number: length})
		case ty.IsTupleType() || ty.IsCollectionType():
			out = x.Length()
		default:
			return cty.UnknownVal(cty.Number), OperandError(0, "Invalid function argument",
				"The argument must be a string, collection or structural value, but it is %s.", ty.FriendlyName())
		}
		return out.WithMarks(marks), nil
	})
}

// Index returns coll[key]. Besides the errors that known operands show
// (a null collection or key, a key of the wrong type, a missing map key or
// attribute, a fractional index), an index that the refinements prove out of
// range is an error about operand 1: a known index at or beyond the upper
// bound of an unknown list's length, or an unknown index whose range lies
// entirely at or beyond it (or below zero).
func Index(coll, key cty.Value) (cty.Value, error) {
	return refineGuard("index", func() (cty.Value, error) {
		vs, marks := refineUnmarkAll(coll, key)
		c, k := vs[0], vs[1]
		if k.IsKnown() && k.IsNull() {
			return cty.DynamicVal, OperandError(1, "Invalid index", "The index must not be null.")
		}
		if c.IsKnown() && c.IsNull() {
			return cty.DynamicVal, OperandError(0, "Attempt to index null value",
				"This value is null, so it does not have any indices.")
		}
		ty := c.Type()
		var out cty.Value
		var err error
		switch {
		case c == cty.DynamicVal:
			out = cty.DynamicVal
		case ty.IsListType() || ty.IsTupleType():
			out, err = refineIndexSequence(c, k)
		case ty.IsMapType():
			out, err = refineIndexMap(c, k)
		case ty.IsObjectType():
			out, err = refineIndexObject(c, k)
		case ty.IsSetType():
			err = OperandError(0, "Invalid index", "Elements of a set are identified only by their value and don't have any separate index or key to select with, so it is only possible to perform operations across all elements of the set.")
		default:
			err = OperandError(0, "Invalid index", "This value of type %s does not have any indices.", ty.FriendlyName())
		}
		if err != nil {
			return cty.DynamicVal, err
		}
		return out.WithMarks(marks), nil
	})
}

// refineIndexSequence indexes a list or tuple with a number.
func refineIndexSequence(c, k cty.Value) (cty.Value, error) {
	k, err := refineNumberOperand(k, 1, "index")
	if err != nil {
		return cty.DynamicVal, OperandError(1, "Invalid index", "A list or tuple index must be a number.")
	}
	length, _ := LengthRangeOfValue(c)
	maxLen := length.normalized().hi()
	if k.IsKnown() {
		f := k.AsBigFloat()
		if !f.IsInt() {
			return cty.DynamicVal, OperandError(1, "Invalid index", "The index %s is not a whole number.", refineNumberText(f))
		}
		if f.Sign() < 0 || f.Cmp(maxLen) >= 0 {
			return cty.DynamicVal, refineOutOfRange(f, length)
		}
		if c.IsKnown() {
			return c.Index(k), nil
		}
		return refineUnknownElement(c, k), nil
	}
	kr, _ := NumberRangeOfValue(k)
	valid := NewNumberRange(cty.Zero, true, cty.NumberVal(maxLen), false)
	if !kr.Overlaps(valid) {
		return cty.DynamicVal, OperandError(1, "Invalid index",
			"The index lies in %s, but a valid index for this value lies in %s.", kr, valid)
	}
	return refineUnknownElement(c, k), nil
}

// refineOutOfRange is the error for a known index outside a sequence whose length
// lies in length.
func refineOutOfRange(f *big.Float, length NumberRange) error {
	length = length.normalized()
	idx := refineNumberText(f)
	if n, ok := length.SinglePoint(); ok {
		return OperandError(1, "Invalid index",
			"The index %s is out of range for a value of %s elements.", idx, refineNumberText(n.AsBigFloat()))
	}
	if f.Sign() < 0 {
		return OperandError(1, "Invalid index", "The index %s is negative, but indices start at zero.", idx)
	}
	return OperandError(1, "Invalid index",
		"The index %s is out of range: the value's length is known to be at most %s.", idx, refineNumberText(length.hi()))
}

// refineUnknownElement is the value of an element of the sequence c at an index
// that is valid but not decided.
func refineUnknownElement(c, k cty.Value) cty.Value {
	ty := c.Type()
	if ty.IsListType() {
		return cty.UnknownVal(ty.ElementType())
	}
	if k.IsKnown() {
		if i, acc := k.AsBigFloat().Int64(); acc == big.Exact && i >= 0 && i < int64(ty.Length()) {
			return cty.UnknownVal(ty.TupleElementType(int(i)))
		}
	}
	return cty.DynamicVal
}

// refineIndexMap indexes a map with a string key.
func refineIndexMap(c, k cty.Value) (cty.Value, error) {
	k, err := ConvertOperand(k, cty.String, 1, "index")
	if err != nil {
		return cty.DynamicVal, OperandError(1, "Invalid index", "A map key must be a string.")
	}
	if c.IsKnown() && k.IsKnown() {
		if has := c.HasIndex(k); has.IsKnown() && has.False() {
			return cty.DynamicVal, OperandError(1, "Invalid index", "The map has no element for the key %q.", k.AsString())
		}
		return c.Index(k), nil
	}
	if length, ok := LengthRangeOfValue(c); ok && length.normalized().hi().Sign() == 0 {
		return cty.DynamicVal, OperandError(1, "Invalid index", "The map is empty, so no key identifies an element.")
	}
	return cty.UnknownVal(c.Type().ElementType()), nil
}

// refineIndexObject indexes an object with an attribute name.
func refineIndexObject(c, k cty.Value) (cty.Value, error) {
	k, err := ConvertOperand(k, cty.String, 1, "index")
	if err != nil {
		return cty.DynamicVal, OperandError(1, "Invalid index", "An object attribute name must be a string.")
	}
	ty := c.Type()
	if !k.IsKnown() {
		var elem *cty.Type
		for _, at := range ty.AttributeTypes() {
			if elem != nil && !elem.Equals(at) {
				return cty.DynamicVal, nil
			}
			elem = &at
		}
		if elem == nil {
			return cty.DynamicVal, OperandError(0, "Invalid index", "The object has no attributes, so no key identifies one.")
		}
		return cty.UnknownVal(*elem), nil
	}
	name := k.AsString()
	if !ty.HasAttribute(name) {
		return cty.DynamicVal, OperandError(1, "Invalid index", "The object has no attribute named %q.", name)
	}
	return c.GetAttr(name), nil
}
