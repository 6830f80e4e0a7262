package refine

import (
	"github.com/zclconf/go-cty/cty"
	"github.com/zclconf/go-cty/cty/convert"
)

// Conditional returns cond ? t : f, as HCL evaluates a conditional: the
// branches are converted to their unified type (a null of unknown type takes
// the other branch's type), and the result carries the marks of all three
// operands. A known condition picks its branch. An unknown condition gives an
// unknown value whose refinements hold for both branches (see
// MergeRefinements): not null if both are, the common string prefix, the hull
// of the number ranges and of the collection lengths; when those pin the
// value down it collapses to a known value, and two equal known branches (or
// two nulls) give that value.
//
// A known null condition, or one that is not a bool, is an error about
// operand 0; branches whose types cannot be unified are an error with
// operand -1 when the condition is unknown (a known one selects its branch
// unconverted), and so is a selected branch that does not convert to the
// unified type.
func Conditional(cond, t, f cty.Value) (cty.Value, error) {
	return refineGuard("conditional", func() (cty.Value, error) {
		vs, marks := refineUnmarkAll(cond, t, f)
		c, x, y := vs[0], vs[1], vs[2]
		c, err := ConvertOperand(c, cty.Bool, 0, "conditional")
		if err != nil {
			return cty.DynamicVal, err
		}
		if c.IsKnown() {
			// A known condition selects its branch as it is: the result's
			// type is PCL's unification of the branches (an object or a
			// union where cty would unify objects of other attributes as
			// a map of strings), which the caller converts it to.
			if c.True() {
				return x.WithMarks(marks), nil
			}
			return y.WithMarks(marks), nil
		}
		ty, convs, err := refineConditionalType(x, y)
		if err != nil {
			return cty.DynamicVal, err
		}
		x, errX := refineConvertBranch(x, convs[0], 1)
		y, errY := refineConvertBranch(y, convs[1], 2)
		switch {
		case errX != nil || errY != nil:
			return cty.UnknownVal(ty).WithMarks(marks), nil
		case x.IsWhollyKnown() && y.IsWhollyKnown() && x.RawEquals(y):
			return x.WithMarks(marks), nil
		case ty == cty.DynamicPseudoType:
			return cty.DynamicVal.WithMarks(marks), nil
		}
		r := MergeRefinements(RefinementOf(x), RefinementOf(y))
		return RefinedUnknown(ty, r).WithMarks(marks), nil
	})
}

// refineConditionalType finds the result type of a conditional and the conversion
// of each branch to it (nil for none).
func refineConditionalType(x, y cty.Value) (cty.Type, []convert.Conversion, error) {
	convs := make([]convert.Conversion, 2)
	nullDynamic := cty.NullVal(cty.DynamicPseudoType)
	switch {
	case x.RawEquals(nullDynamic):
		convs[0] = convert.GetConversionUnsafe(cty.DynamicPseudoType, y.Type())
		return y.Type(), convs, nil
	case y.RawEquals(nullDynamic):
		convs[1] = convert.GetConversionUnsafe(cty.DynamicPseudoType, x.Type())
		return x.Type(), convs, nil
	case x.Type() == cty.DynamicPseudoType || y.Type() == cty.DynamicPseudoType:
		return cty.DynamicPseudoType, convs, nil
	case x.Type().Equals(y.Type()):
		return x.Type(), convs, nil
	}
	ty, convs := convert.UnifyUnsafe([]cty.Type{x.Type(), y.Type()})
	if ty == cty.NilType {
		return cty.DynamicPseudoType, nil, &Error{Operand: -1, Summary: "Inconsistent conditional result types",
			Detail: "The true and false result expressions must have consistent types, but " +
				x.Type().FriendlyName() + " and " + y.Type().FriendlyName() + " have no common type."}
	}
	return ty, convs, nil
}

// refineConvertBranch applies a unification conversion to the branch operand i.
// On failure it returns an unknown of the target type and the error.
func refineConvertBranch(v cty.Value, conv convert.Conversion, i int) (cty.Value, error) {
	if conv == nil {
		return v, nil
	}
	out, err := conv(v)
	if err != nil {
		return cty.DynamicVal, OperandError(i, "Inconsistent conditional result types",
			"The result cannot be converted to the type of the other result: %s.", err)
	}
	return out, nil
}
