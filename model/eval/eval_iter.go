package eval

import (
	"fmt"

	"github.com/hashicorp/hcl/v2"
	"github.com/zclconf/go-cty/cty"
	"github.com/zclconf/go-cty/cty/convert"

	"github.com/pclgen/pclgen/model"
	"github.com/pclgen/pclgen/model/refine"
)

// evalFor evaluates a for expression over a known collection element by
// element. Over an unknown collection (or with an unknown condition or key)
// the result is unknown; a list result then keeps what is known of its
// length: the collection's length, or at most that with a condition.
func (ev *exprEvaluator) evalFor(e *model.ForExpression) (cty.Value, hcl.Diagnostics) {
	coll, diags := ev.eval(e.Collection)
	coll, marks := coll.Unmark()
	switch {
	case coll.IsKnown() && coll.IsNull():
		return evalUnknownOf(e), append(diags, evalDiag(hcl.DiagError, evalSafeRange(e.Collection), "Iteration over null value",
			"A null value cannot be used as the collection in a for expression."))
	case !coll.IsKnown():
		return ev.unknownResultOf(e, coll, e.Condition != nil).WithMarks(marks), diags
	case !coll.CanIterateElements():
		return evalUnknownOf(e), append(diags, evalDiag(hcl.DiagError, evalSafeRange(e.Collection), "Iteration over non-iterable value",
			fmt.Sprintf("A value of type %s cannot be used as the collection in a for expression.", coll.Type().FriendlyName())))
	}
	saved := ev.saveLocals(e.KeyVariable, e.ValueVariable)
	defer ev.restoreLocals(saved)

	var elems []cty.Value
	attrs := map[string]cty.Value{}
	groups := map[string][]cty.Value{}
	for it := coll.ElementIterator(); it.Next(); {
		k, v := it.Element()
		if e.KeyVariable != nil {
			ev.locals[e.KeyVariable] = k
		}
		if e.ValueVariable != nil {
			ev.locals[e.ValueVariable] = v
		}
		include, known, condMarks, d := ev.evalForCondition(e)
		diags = append(diags, d...)
		// As HCL does, the marks of a condition (a secret filter) and of a
		// key mark the result, kept elements or not.
		marks = mergeMarks(marks, condMarks)
		if d.HasErrors() {
			return evalUnknownOf(e), diags
		}
		if !known {
			return ev.unknownResultOf(e, coll, true).WithMarks(marks), diags
		}
		if !include {
			continue
		}
		val, d := ev.eval(e.Value)
		diags = append(diags, d...)
		if e.Key == nil {
			elems = append(elems, val)
			continue
		}
		key, d := ev.eval(e.Key)
		diags = append(diags, d...)
		key, keyMarks := key.Unmark()
		marks = mergeMarks(marks, keyMarks)
		name, ok, d := evalForKey(e, key)
		diags = append(diags, d...)
		if d.HasErrors() {
			return evalUnknownOf(e), diags
		}
		if !ok {
			return evalUnknownOf(e).WithMarks(marks), diags
		}
		if e.Group {
			groups[name] = append(groups[name], val)
			continue
		}
		if _, dup := attrs[name]; dup {
			return evalUnknownOf(e), append(diags, evalDiag(hcl.DiagError, evalSafeRange(e.Key), "Duplicate object key",
				fmt.Sprintf("Two elements produce the key %q. Add `...` after the value to group the values of each key into a list.", name)))
		}
		attrs[name] = val
	}
	if e.Key == nil {
		return evalConform(cty.TupleVal(elems), e).WithMarks(marks), diags
	}
	for name, vals := range groups {
		attrs[name] = cty.TupleVal(vals)
	}
	return evalConform(cty.ObjectVal(attrs), e).WithMarks(marks), diags
}

// evalForCondition evaluates the condition of a for expression for the current
// element: include reports whether the element is kept, known whether that is
// decided yet.
func (ev *exprEvaluator) evalForCondition(e *model.ForExpression) (include, known bool, marks cty.ValueMarks, diags hcl.Diagnostics) {
	if e.Condition == nil {
		return true, true, nil, nil
	}
	c, diags := ev.eval(e.Condition)
	c, marks = c.Unmark()
	b, err := refine.ConvertOperand(c, cty.Bool, 0, "for")
	if err != nil {
		return false, true, marks, append(diags, evalDiag(hcl.DiagError, evalSafeRange(e.Condition), "Invalid for condition",
			"The condition of a for expression must be a bool that is not null."))
	}
	if !b.IsKnown() {
		return false, false, marks, diags
	}
	return b.True(), true, marks, diags
}

// mergeMarks returns the union of two sets of marks.
func mergeMarks(a, b cty.ValueMarks) cty.ValueMarks {
	if len(b) == 0 {
		return a
	}
	out := cty.ValueMarks{}
	for m := range a {
		out[m] = struct{}{}
	}
	for m := range b {
		out[m] = struct{}{}
	}
	return out
}

// evalForKey reads the key of a map-producing for expression; ok is false when
// it is not known yet.
func evalForKey(e *model.ForExpression, key cty.Value) (name string, ok bool, diags hcl.Diagnostics) {
	key, _ = key.Unmark()
	if key.IsKnown() && key.IsNull() {
		return "", false, hcl.Diagnostics{evalDiag(hcl.DiagError, evalSafeRange(e.Key), "Invalid object key",
			"The key of a for expression must not be null.")}
	}
	if !key.IsKnown() {
		return "", false, nil
	}
	s, err := convert.Convert(key, cty.String)
	if err != nil {
		return "", false, hcl.Diagnostics{evalDiag(hcl.DiagError, evalSafeRange(e.Key), "Invalid object key",
			fmt.Sprintf("The key of a for expression must be a string, but this key is %s.", key.Type().FriendlyName()))}
	}
	return s.AsString(), true, nil
}

// unknownResultOf is the unknown result of a for or splat expression e over
// coll. When the result is a list it has one element per element of coll
// (at most one with a filter), so it keeps coll's length bounds.
func (ev *exprEvaluator) unknownResultOf(e model.Expression, coll cty.Value, filtered bool) cty.Value {
	ty := CtyTypeOf(evalTypeOf(e))
	if !ty.IsListType() {
		return cty.UnknownVal(ty)
	}
	length, ok := refine.LengthRangeOfValue(coll)
	if !ok {
		return refine.RefinedUnknown(ty, refine.Refinement{NotNull: true})
	}
	if filtered || coll.Type().IsSetType() {
		// A filter drops elements; a set's unknown elements may coalesce.
		length = refine.NewNumberRange(cty.Zero, true, length.Upper, true)
	}
	return refine.RefinedUnknown(ty, refine.Refinement{NotNull: true, Length: length})
}

// saveLocals remembers the current values of vars so that a nested
// evaluation can rebind them.
func (ev *exprEvaluator) saveLocals(vars ...*model.Variable) map[*model.Variable]*cty.Value {
	saved := map[*model.Variable]*cty.Value{}
	for _, v := range vars {
		if v == nil {
			continue
		}
		if old, ok := ev.locals[v]; ok {
			saved[v] = &old
		} else {
			saved[v] = nil
		}
	}
	return saved
}

func (ev *exprEvaluator) restoreLocals(saved map[*model.Variable]*cty.Value) {
	for v, old := range saved {
		if old == nil {
			delete(ev.locals, v)
		} else {
			ev.locals[v] = *old
		}
	}
}

// evalSplat evaluates Each for every element of the source: a list, set or
// tuple gives one result per element, null gives an empty list, and any other
// value is treated as a list of that one value. An unknown source gives an
// unknown list with the source's length bounds.
func (ev *exprEvaluator) evalSplat(e *model.SplatExpression) (cty.Value, hcl.Diagnostics) {
	src, diags := ev.eval(e.Source)
	src, marks := src.Unmark()
	ty := src.Type()
	var elems []cty.Value
	switch {
	case src.IsKnown() && src.IsNull():
		return evalConform(cty.EmptyTupleVal, e).WithMarks(marks), diags
	case !src.IsKnown():
		if !(ty.IsListType() || ty.IsSetType() || ty.IsTupleType()) {
			return evalUnknownOf(e).WithMarks(marks), diags
		}
		return ev.unknownResultOf(e, src, false).WithMarks(marks), diags
	case ty.IsListType() || ty.IsSetType() || ty.IsTupleType():
		for it := src.ElementIterator(); it.Next(); {
			_, el := it.Element()
			elems = append(elems, el)
		}
	default:
		elems = []cty.Value{src}
	}
	out := make([]cty.Value, 0, len(elems))
	saved, hadSaved := ev.items[e.Item]
	defer func() {
		if hadSaved {
			ev.items[e.Item] = saved
		} else {
			delete(ev.items, e.Item)
		}
	}()
	for _, el := range elems {
		if e.Each == nil {
			out = append(out, el)
			continue
		}
		if e.Item != nil {
			ev.items[e.Item] = el
		}
		v, d := ev.eval(e.Each)
		diags = append(diags, d...)
		if d.HasErrors() {
			return evalUnknownOf(e), diags
		}
		out = append(out, v)
	}
	return evalConform(cty.TupleVal(out), e).WithMarks(marks), diags
}
