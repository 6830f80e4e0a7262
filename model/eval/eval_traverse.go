package eval

import (
	"fmt"

	"github.com/hashicorp/hcl/v2"
	"github.com/zclconf/go-cty/cty"
	"github.com/zclconf/go-cty/cty/convert"

	"github.com/pclgen/pclgen/model"
	"github.com/pclgen/pclgen/model/refine"
)

// evalScopeTraversal looks the root up (for-expression variables first, then
// env.Definitions by definition, then env.Variables by name; otherwise an
// unknown of the root's type) and applies the traversal's steps.
func (ev *exprEvaluator) evalScopeTraversal(e *model.ScopeTraversalExpression) (cty.Value, hcl.Diagnostics) {
	root, ok := cty.NilVal, false
	if e.Definition != nil {
		if root, ok = evalLookupDefinition(ev.locals, e.Definition); !ok {
			root, ok = evalLookupDefinition(ev.env.Definitions, e.Definition)
		}
	}
	if !ok {
		root, ok = ev.env.Variables[e.RootName]
	}
	if !ok || root == cty.NilVal {
		rootType := model.Type(model.DynamicType)
		switch {
		case len(e.Parts) > 0 && e.Parts[0] != nil:
			rootType = e.Parts[0]
		case e.Definition != nil:
			rootType = evalDefinitionType(e.Definition)
		}
		root = UnknownOf(rootType)
	}
	steps := e.Traversal
	if len(steps) > 0 {
		if _, isRoot := steps[0].(hcl.TraverseRoot); isRoot {
			steps = steps[1:]
		}
	}
	return ev.traverse(root, steps, e)
}

// evalLookupDefinition finds def in m; a definition of a type that cannot be a
// map key is simply not found.
func evalLookupDefinition(m map[model.Definition]cty.Value, def model.Definition) (v cty.Value, ok bool) {
	defer func() {
		if recover() != nil {
			v, ok = cty.NilVal, false
		}
	}()
	v, ok = m[def]
	return v, ok
}

// evalDefinitionType returns def's type, dynamic when it has none.
func evalDefinitionType(def model.Definition) (t model.Type) {
	defer func() {
		if recover() != nil {
			t = model.DynamicType
		}
	}()
	if t = def.Type(); t == nil {
		return model.DynamicType
	}
	return t
}

// traverse applies attribute and index steps to v. A step that fails is an
// error at the step's range, and the result is an unknown of e's type.
func (ev *exprEvaluator) traverse(v cty.Value, steps hcl.Traversal, e model.Expression) (cty.Value, hcl.Diagnostics) {
	for _, step := range steps {
		var err error
		var rng hcl.Range
		switch step := step.(type) {
		case hcl.TraverseAttr:
			v, err = evalTraverseAttr(v, step.Name)
			rng = step.SrcRange
		case hcl.TraverseIndex:
			key := step.Key
			if key == cty.NilVal {
				key = cty.DynamicVal
			}
			v, err = refine.Index(v, key)
			rng = step.SrcRange
		default:
			return evalUnknownOf(e), nil
		}
		if err != nil {
			return evalUnknownOf(e), evalErrorDiags(err, rng, rng, rng)
		}
	}
	return evalConform(v, e), nil
}

// evalTraverseAttr returns v.name: an object's attribute or a map's element.
func evalTraverseAttr(v cty.Value, name string) (cty.Value, error) {
	u, _ := v.Unmark()
	ty := u.Type()
	switch {
	case u.IsKnown() && u.IsNull():
		return cty.DynamicVal, refine.OperandError(0, "Attempt to get attribute from null value",
			"This value is null, so it does not have any attributes.")
	case ty.IsObjectType() && !ty.HasAttribute(name):
		return cty.DynamicVal, refine.OperandError(0, "Unsupported attribute",
			"The object has no attribute named %q.", name)
	case u == cty.DynamicVal, ty.IsObjectType(), ty.IsMapType():
		return refine.Index(v, cty.StringVal(name))
	}
	return cty.DynamicVal, refine.OperandError(0, "Unsupported attribute",
		"Cannot access attribute %q of a value of type %s.", name, ty.FriendlyName())
}

func (ev *exprEvaluator) evalTuple(e *model.TupleConsExpression) (cty.Value, hcl.Diagnostics) {
	var diags hcl.Diagnostics
	elems := make([]cty.Value, len(e.Expressions))
	for i, x := range e.Expressions {
		v, d := ev.eval(x)
		diags = append(diags, d...)
		elems[i] = v
	}
	return evalConform(cty.TupleVal(elems), e), diags
}

// evalObject builds an object (a later item wins over an earlier one with
// the same key) and converts it to the expression's type, which may be a map.
// An unknown key makes the whole value unknown; a null key is an error.
func (ev *exprEvaluator) evalObject(e *model.ObjectConsExpression) (cty.Value, hcl.Diagnostics) {
	var diags hcl.Diagnostics
	attrs := map[string]cty.Value{}
	marks := make(cty.ValueMarks)
	unknownKey := false
	for _, item := range e.Items {
		k, kdiags := ev.eval(item.Key)
		v, vdiags := ev.eval(item.Value)
		diags = append(append(diags, kdiags...), vdiags...)
		k, km := k.Unmark()
		for m := range km {
			marks[m] = struct{}{}
		}
		switch {
		case k.IsKnown() && k.IsNull():
			diags = append(diags, evalDiag(hcl.DiagError, evalSafeRange(item.Key), "Null value as key",
				"An object key must not be null."))
			unknownKey = true
			continue
		case !k.IsKnown():
			unknownKey = true
			continue
		}
		ks, err := convert.Convert(k, cty.String)
		if err != nil {
			diags = append(diags, evalDiag(hcl.DiagError, evalSafeRange(item.Key), "Incorrect key type",
				fmt.Sprintf("An object key must be a string, but this key is %s.", k.Type().FriendlyName())))
			unknownKey = true
			continue
		}
		attrs[ks.AsString()] = v
	}
	if unknownKey {
		return evalUnknownOf(e).WithMarks(marks), diags
	}
	return evalConform(cty.ObjectVal(attrs), e).WithMarks(marks), diags
}
