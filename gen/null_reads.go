package gen

import (
	"github.com/hashicorp/hcl/v2"
	"github.com/zclconf/go-cty/cty"

	"github.com/pclgen/pclgen/model"
)

// NullAttributeReads returns e with the reads of attributes that are always
// null made the null literal: a traversal whose steps each read a
// constant attribute of an object type (`{a = null, b = pet.id}.a`,
// local.nested.inner) and whose value is none. Such a read cannot fail,
// and a backend that holds the object as an input collection has no
// output type of none to read it as. A read keep reports is kept (a read
// of an output that may be secret, whose null is secret). The bound
// expression is not modified.
func NullAttributeReads(e model.Expression, keep func(read model.Expression) bool) model.Expression {
	out := nullAttributeReads(e, keep)
	if out == e {
		return e
	}
	// A loop over the nulls takes its variables as none, no longer as
	// outputs of none.
	return refineForVariablesWith(out, noneVariable)
}

// noneVariable returns v retyped as none when its values are all null now.
func noneVariable(v *model.Variable, t model.Type) *model.Variable {
	if v == nil || t != model.NoneType || model.ResolveOutputs(v.Type()) != model.NoneType || v.Type() == model.NoneType {
		return v
	}
	return model.NewVariable(v.Name, t)
}

func nullAttributeReads(e model.Expression, keep func(model.Expression) bool) model.Expression {
	if e == nil {
		return nil
	}
	switch x := e.(type) {
	case *model.AnonymousFunctionExpression:
		return e
	case *model.ScopeTraversalExpression:
		if len(x.Traversal) > 1 && len(x.Parts) == len(x.Traversal) && nullAttributes(x.Parts[:len(x.Parts)-1], x.Traversal[1:], x.Type()) && !keep(x) {
			return nullLiteral()
		}
		return e
	case *model.RelativeTraversalExpression:
		parts := append([]model.Type{x.Source.Type()}, x.Parts...)
		if len(x.Traversal) > 0 && len(parts) == len(x.Traversal)+1 && nullAttributes(parts[:len(parts)-1], x.Traversal, x.Type()) && !keep(x) {
			return nullLiteral()
		}
	}
	return MapChildren(e, func(c model.Expression) model.Expression { return nullAttributeReads(c, keep) })
}

// nullAttributes reports whether each step reads a constant attribute of
// the object type before it, and the value read, of type t, is none.
func nullAttributes(before []model.Type, steps hcl.Traversal, t model.Type) bool {
	if model.ResolveOutputs(t) != model.NoneType {
		return false
	}
	for i, step := range steps {
		obj, ok := model.ResolveOutputs(before[i]).(*model.ObjectType)
		if !ok {
			return false
		}
		key, ok := StepKey(step)
		if !ok || key.Type() != cty.String {
			return false
		}
		if _, has := obj.Properties[key.AsString()]; !has {
			return false
		}
	}
	return true
}

// nullLiteral returns the literal null, of type none.
func nullLiteral() model.Expression {
	return model.NewLiteralValueExpression(cty.NullVal(cty.DynamicPseudoType), model.NoneType)
}
