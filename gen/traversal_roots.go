package gen

import (
	"github.com/hashicorp/hcl/v2"
	"github.com/zclconf/go-cty/cty"

	"github.com/pclgen/pclgen/model"
)

// This file answers, for every backend, where a traversal starts and what
// its steps read: the generated names of range.key and range.value in a
// ranged resource or component, and the key of an attribute or index step.

// RangeVars are the names generated code gives `range.key` and
// `range.value` inside a ranged resource or component ("" outside one). A
// backend's function body embeds them, and a nested body copies those of
// the body around it.
type RangeVars struct {
	RangeKey, RangeValue string
	// RangeValueUsed, when not nil, is set when range.value is read (a
	// loop declares the value only then).
	RangeValueUsed *bool
	// RangeSecrecy is the range (as bound) of a resource or component the
	// backend creates in an apply on it, whose secrecy when the program
	// runs its reads of range.key and range.value take (InputValue); nil
	// elsewhere.
	RangeSecrecy model.Expression
}

// RangeRoot returns the name a traversal of the variable rootName starts
// from when that variable is PCL's `range` (a variable no body binds), and
// the steps after the one the name stands for: range.key and range.value
// (or range["key"] and range["value"]) are names of their own. ok is false
// when the traversal is not of range or does not start with an attribute
// or a string index; root is "" for an attribute other
// than key and value, which generated code cannot refer to.
func (r RangeVars) RangeRoot(rootName string, steps hcl.Traversal) (root string, rest hcl.Traversal, ok bool) {
	if rootName != "range" || len(steps) == 0 {
		return "", steps, false
	}
	// range.value and range["value"] read the same.
	key, isKey := StepKey(steps[0])
	if !isKey || key.Type() != cty.String || !key.IsKnown() || key.IsNull() {
		return "", steps, false
	}
	switch key.AsString() {
	case "key":
		root = r.RangeKey
	case "value":
		root = r.RangeValue
		if r.RangeValueUsed != nil {
			*r.RangeValueUsed = true
		}
	}
	return root, steps[1:], true
}

// VarRoot returns the name a traversal of the variable v, named rootName,
// starts from, and the steps after the ones that name stands for: the name
// b gives v in a body or one around it, else that of range.key or
// range.value (RangeRoot). root is "" when v has no name there.
func (r RangeVars) VarRoot(b *Bindings, v *model.Variable, rootName string, steps hcl.Traversal) (root string, rest hcl.Traversal) {
	if n, ok := b.VarName(v); ok {
		return n, steps
	}
	root, rest, _ = r.RangeRoot(rootName, steps)
	return root, rest
}

// StepKey returns the key an attribute or index step of a traversal reads:
// an attribute's name as a string, an index's constant key. ok is false for
// any other step (a splat).
func StepKey(step hcl.Traverser) (key cty.Value, ok bool) {
	switch s := step.(type) {
	case hcl.TraverseAttr:
		return cty.StringVal(s.Name), true
	case hcl.TraverseIndex:
		return s.Key, true
	}
	return cty.NilVal, false
}
